import TermHostCore

/// The root view of a presentation's graph: the panel (border and background) that holds the
/// presented content, placed over the screen by its style.
struct PresentationPanel: View, NodeRepresentable {
    let style: PresentationStyle
    /// Where the presenting view is on screen (a popover is placed next to it).
    let anchor: Rect
    let content: AnyView
    /// What a click outside a popover does.
    let outsideClick: @MainActor () -> Void

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        PresentationPanelNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

/// The node of a ``PresentationPanel``: it takes the whole screen it is proposed, draws the panel
/// where the style puts it and lays the content out inside. Clicks outside the panel reach nothing
/// below it (a popover is dismissed by them).
@MainActor
final class PresentationPanelNode: ViewNode {
    private var style = PresentationStyle.sheet
    private var anchor = Rect.zero
    private var outsideClick: @MainActor () -> Void = {}
    /// The panel's rectangle, in graph (screen) coordinates, from the last placement.
    private(set) var panelFrame = Rect.zero
    /// Options set by the content (`.presentationDetents`, `.interactiveDismissDisabled`), by the views that set them.
    private var options: [(owner: ObjectIdentifier, options: PresentationOptionsModifier)] = []

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let panel = view as? PresentationPanel else { return }
        if panel.style != style || panel.anchor != anchor {
            style = panel.style
            anchor = panel.anchor
            invalidateLayout()
        }
        outsideClick = panel.outsideClick
        reconcile([(key: AnyHashable(0), view: panel.content)])
    }

    // MARK: Options

    func setOptions(_ value: PresentationOptionsModifier, from owner: ViewNode) {
        let id = ObjectIdentifier(owner)
        options.removeAll { $0.owner == id }
        options.append((id, value))
        invalidateLayout()
    }

    func removeOptions(from owner: ViewNode) {
        let id = ObjectIdentifier(owner)
        options.removeAll { $0.owner == id }
        invalidateLayout()
    }

    var interactiveDismissDisabled: Bool {
        options.last { $0.options.interactiveDismissDisabled != nil }?.options.interactiveDismissDisabled ?? false
    }

    private var detents: Set<PresentationDetent> {
        options.last { $0.options.detents != nil }?.options.detents ?? [.large]
    }

    // MARK: Layout

    private var hasBorder: Bool { style != .fullScreenCover }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: StackLayout.column.size(of: layoutChildren, proposal: .unspecified)
            .outset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
    }

    override func placeChildren(in rect: Rect) {
        let panel = panelRect(in: rect)
        if panel != panelFrame {
            graph.damage(panelFrame)
            panelFrame = panel
            graph.damage(panel)
        }
        placeCentred(layoutChildren, in: hasBorder ? panel.insetBy(dx: 1, dy: 1) : panel)
    }

    /// Where the panel goes on a screen `screen`, by style.
    private func panelRect(in screen: Rect) -> Rect {
        let margin = Size(width: min(2, max(0, (screen.width - 10) / 2)), height: min(1, max(0, (screen.height - 3) / 2)))
        let largest = Size(width: screen.width - 2 * margin.width, height: screen.height - 2 * margin.height)
        switch style {
        case .fullScreenCover:
            return screen
        case .sheet:
            let height = min(largest.height, detents.map { $0.rows(onScreenOf: screen.height) }.min() ?? largest.height)
            return centred(Size(width: largest.width, height: height), in: screen)
        case .alert, .confirmationDialog:
            return centred(fittedPanel(maximum: Size(width: min(largest.width, 52), height: largest.height)), in: screen)
        case .popover(let edge):
            return popoverRect(size: fittedPanel(maximum: largest), edge: edge, in: screen)
        }
    }

    /// The panel's size around its content's ideal size (wrapped to the width it may have).
    private func fittedPanel(maximum: Size) -> Size {
        let content = layoutChildren
        let innerWidth = max(0, maximum.width - 2)
        let ideal = StackLayout.column.size(of: content, proposal: .unspecified)
        let width = min(ideal.width, innerWidth)
        let size = StackLayout.column.size(of: content, proposal: ProposedViewSize(width: width, height: nil))
        return Size(width: min(size.width, innerWidth) + 2, height: min(size.height + 2, maximum.height))
    }

    private func centred(_ size: Size, in screen: Rect) -> Rect {
        Rect(origin: screen.origin + Alignment.center.offset(of: size, in: screen.size), size: size)
    }

    /// Below the anchor (above it for `arrowEdge: .bottom` or when there is no room below), its left
    /// edge at the anchor's, kept on screen.
    private func popoverRect(size: Size, edge: Edge?, in screen: Rect) -> Rect {
        let below = anchor.maxY, above = anchor.minY - size.height
        let fitsBelow = below + size.height <= screen.maxY, fitsAbove = above >= screen.minY
        let y: Int
        if edge == .bottom, fitsAbove {
            y = above
        } else if fitsBelow {
            y = below
        } else if fitsAbove {
            y = above
        } else {
            y = screen.minY + (screen.height - size.height) / 2
        }
        let x = max(screen.minX, min(anchor.minX, screen.maxX - size.width))
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    // MARK: Drawing and events

    override func draw(in canvas: Canvas) {
        let panel = panelFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        canvas.clear(panel)
        if hasBorder { canvas.drawBorder(panel, style: .rounded, lineStyle: textStyle) }
    }

    override func drawTree(in canvas: Canvas, region: Rect) {
        drawSubtree(in: canvas, region: region.intersection(panelFrame))
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        guard frame.contains(point) else { return nil }
        if panelFrame.contains(point) {
            for child in children.reversed() {
                if let hit = child.hitTest(point) { return hit }
            }
        }
        return self
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        let inside = panelFrame.contains(event.position - screenPoint(.zero))
        if case .press = event.kind, !inside, case .popover = style { outsideClick() }
        return true
    }
}

/// The node of `.presentationDetents` / `.interactiveDismissDisabled`: hands its options to the panel
/// it is in, for as long as it is in the tree.
@MainActor
final class PresentationOptionsNode: TransparentModifierNode {
    private weak var panel: PresentationPanelNode?

    override func apply(_ modifier: any ViewModifier) {
        guard let options = modifier as? PresentationOptionsModifier else { return }
        if panel == nil { panel = ancestor(PresentationPanelNode.self) }
        panel?.setOptions(options, from: self)
    }

    override func willUnmount() {
        panel?.removeOptions(from: self)
    }
}

extension PresentationOptionsModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        PresentationOptionsNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

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

/// The node of a ``PresentationPanel``: it takes the whole screen it is proposed, draws the panel where
/// the style puts it and lays the content out inside, by the presentation panel rules and look both halves
/// share (`PresentationPanelLayout`, `PresentationPanelLook`). Clicks outside the panel reach nothing
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
        proposal.replacingUnspecifiedDimensions(by: ChildStack.column.size(of: layoutChildren, proposal: .unspecified)
            .outset(by: PresentationPanelLayout.border))
    }

    override func placeChildren(in rect: Rect) {
        let panel = PresentationPanelLayout.frame(placement(on: rect), in: rect)
        if panel != panelFrame {
            graph.damage(panelFrame)
            panelFrame = panel
            graph.damage(panel)
        }
        placeCentred(layoutChildren, in: hasBorder ? panel.inset(by: PresentationPanelLayout.border) : panel)
    }

    /// Where the panel goes on a screen `screen`, by style: a sheet as tall as its smallest detent, an alert
    /// centred, a confirmation dialog across the bottom (as an iPhone shows it), a popover at its anchor.
    private func placement(on screen: Rect) -> PresentationPlacement {
        let area = PresentationPanelLayout.area(in: screen)
        switch style {
        case .fullScreenCover:
            return .fullScreen
        case .sheet:
            return .sheet(height: detents.map { $0.rows(onScreenOf: screen) }.min() ?? area.height)
        case .alert:
            return .centred(fittedPanel(maximum: PresentationPanelLayout.alertMaximum(in: screen)))
        case .confirmationDialog:
            let width = max(0, area.width - PresentationPanelLayout.border.horizontal)
            let content = ChildStack.column.size(of: layoutChildren, proposal: ProposedViewSize(width: width, height: nil))
            return .bottom(height: content.height + PresentationPanelLayout.border.vertical)
        case .popover(let edge):
            return .anchored(anchor, fittedPanel(maximum: area.size), prefersAbove: edge == .bottom)
        }
    }

    /// The panel's size around its content's ideal size (wrapped to the width it may have).
    private func fittedPanel(maximum: Size) -> Size {
        let content = layoutChildren
        return PresentationPanelLayout.fittedSize(maximum: maximum) { width in
            ChildStack.column.size(of: content, proposal: ProposedViewSize(width: width, height: nil))
        }
    }

    // MARK: Drawing and events

    override func draw(in canvas: Canvas) {
        let panel = panelFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        if hasBorder {
            PresentationPanelLook.draw(panel, in: canvas, lineStyle: textStyle)
        } else {
            canvas.clear(panel)
        }
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

import TermHostCore

/// The node of a `NavigationLink`: its label then ` ›`, reversed while focused, dimmed while
/// disabled (a `nil` value disables it). Enter, Space or a click push through the nearest
/// navigation container. A destination link that pushed its view keeps that view up to date, and
/// pops it when the link leaves the tree.
@MainActor
final class NavigationLinkNode: ViewNode {
    private var target: NavigationLinkTarget = .value(nil)

    override var drawsContent: Bool { true }

    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible && hasTarget }
    override var mayBecomeFocused: Bool { true }

    private var hasTarget: Bool {
        if case .value(nil) = target { return false }
        return true
    }

    override func update(with view: any View) {
        guard let link = view as? NavigationLinkProtocol else { return }
        let hadTarget = hasTarget
        target = link.linkTarget
        if hadTarget != hasTarget {
            setNeedsDisplay()
            setNeedsFocusUpdate() // it takes focus only with a target
        }
        if case .view(let destination) = target { navigationContainer?.updatePushed(destination, owner: self) }
        reconcile([(key: AnyHashable(0), view: link.linkLabel)])
    }

    override func willUnmount() {
        // A toolbar link leaves the bar when its page is covered by what it pushed (the bar shows the
        // top page's items): the pushed page stays, as in SwiftUI.
        if ancestors.contains(where: { $0 is NavigationBarNode }) { return }
        navigationContainer?.removePushed(owner: self)
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    private static let insets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)

    /// The label and the chevron; in a list row the link takes the row's width, so that its chevron is the
    /// row's disclosure indicator at the trailing edge (as SwiftUI draws it, and as `ListRowLook` draws a
    /// `ListWidget` cell's).
    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let size = labelSize(proposal, insets: Self.insets)
        guard environment.isInListRow, let width = proposal.width, width > size.width else { return size }
        return Size(width: width, height: size.height)
    }

    /// The label, at the leading edge in a list row (the row is wider than the label).
    override func placeChildren(in rect: Rect) {
        guard environment.isInListRow else { return placeLabel(in: rect, insets: Self.insets) }
        ChildStack(axis: .vertical, placement: .start, spacing: 0).place(layoutChildren, in: rect.inset(by: Self.insets))
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        ListRowLook.drawAccessory(.disclosureIndicator, at: Point(x: canvas.size.width - 1, y: 0), in: canvas, base: textStyle)
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        if !isEnabled || !hasTarget {
            canvas.applyStyle(.dim, to: canvas.bounds)
        } else if isFirstResponder {
            canvas.applyStyle(.reverse, to: canvas.bounds)
        }
    }

    private func activate() {
        guard let container = navigationContainer else { return }
        switch target {
        case .value(let value?):
            if let list = selectionTaker(below: container), list.takeNavigationValue(value) {
                container.showNextColumn(from: self)
            } else {
                container.navigate(to: value, from: self)
            }
        case .value(nil): break
        case .view(let destination): container.push(destination, owner: self, pop: nil)
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handlePressKey(event, isEnabled: isEnabled && hasTarget) { activate() }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        handlePressClick(event, isEnabled: isEnabled && hasTarget) { activate() }
    }
}

/// A container that makes the value of a `NavigationLink(value:)` inside it its selection, as
/// `List(selection:)` does in SwiftUI (then a narrow split view moves on to the next column).
@MainActor
protocol NavigationSelectionTaking: ViewNode {
    /// Selects `value` if it is of the selection's type; returns whether it did.
    func takeNavigationValue(_ value: AnyHashable) -> Bool
}

extension NavigationLinkNode {
    /// The nearest selection-taking container between this link and `container`.
    fileprivate func selectionTaker(below container: ViewNode) -> NavigationSelectionTaking? {
        for node in ancestors {
            if node === container { return nil }
            if let taker = node as? NavigationSelectionTaking { return taker }
        }
        return nil
    }
}

/// Where a link goes, with its destination erased.
enum NavigationLinkTarget {
    case value(AnyHashable?)
    case view(AnyView)
}

@MainActor
protocol NavigationLinkProtocol {
    var linkTarget: NavigationLinkTarget { get }
    var linkLabel: any View { get }
}

extension NavigationLink: NavigationLinkProtocol, NodeRepresentable {
    var linkTarget: NavigationLinkTarget {
        switch target {
        case .value(let value): return .value(value)
        case .view(let destination): return .view(AnyView(destination))
        }
    }

    var linkLabel: any View { label }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        NavigationLinkNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

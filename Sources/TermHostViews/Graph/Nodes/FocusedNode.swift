import TermHostCore
import Observation

/// The node of `.focused`: moves focus into its content when the focus state asks for it, and
/// writes the focus state when focus enters or leaves the content.
@MainActor
final class FocusedNode: TransparentModifierNode {
    private var focus: FocusedModifier?
    private var wantsFocus = false

    override func apply(_ modifier: any ViewModifier) {
        focus = modifier as? FocusedModifier
        track()
    }

    override func refresh() {
        track()
    }

    private func track() {
        guard let focus else { return }
        let wanted = withObservationTracking {
            focus.isBound()
        } onChange: { [weak self] in
            MainThread.run { self?.markDirty() }
        }
        guard wanted != wantsFocus || isDirtyFocus(wanted) else { return }
        wantsFocus = wanted
        graph.enqueue { [weak self] in self?.applyFocusRequest() }
    }

    private func isDirtyFocus(_ wanted: Bool) -> Bool {
        isMounted && wanted != containsFocus
    }

    private func applyFocusRequest() {
        guard isMounted, let engine = application?.focusEngine else { return }
        if wantsFocus && !containsFocus, let target = firstFocusableNode {
            engine.focus(target)
        } else if !wantsFocus && containsFocus {
            engine.focus(nil)
        }
    }

    override func didMount() {
        if wantsFocus { graph.enqueue { [weak self] in self?.applyFocusRequest() } }
    }

    override func focusWithinDidChange() {
        let focused = containsFocus
        guard focused != wantsFocus else { return }
        wantsFocus = focused
        focus?.setBound(focused)
    }
}

extension FocusedModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        FocusedNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

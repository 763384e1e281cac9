import TermHostCore

/// A page a container shows one at a time per place (a navigation page, a tab's content): kept in
/// the tree with its state while covered, its views see `onDisappear` when covered and `onAppear`
/// when shown again, and focus in it is remembered for when it comes back.
@MainActor
protocol CoverablePage: ViewNode {
    /// Whether the page has been shown (so showing it again is an appearance).
    var hasBeenShown: Bool { get set }
    /// Where focus was in the page when it was covered.
    var focusToRestore: Responder? { get set }
}

extension CoverablePage {
    /// The page comes on top: its views see `onAppear` again if it was shown before.
    func uncover() {
        if hasBeenShown, graph.isOnScreen, isMounted { visit { $0.onScreenDidChange(true) } }
        hasBeenShown = true
    }

    /// The page goes under another: focus in it is remembered, its views see `onDisappear`.
    func cover() {
        guard isMounted else { return }
        if containsFocus { focusToRestore = application?.focusEngine.focused }
        if graph.isOnScreen { visit { $0.onScreenDidChange(false) } }
    }

    /// Moves focus into the page: where it was when the page was covered, else its first focusable
    /// view, else `fallback` (a back control, a tab bar), else nowhere.
    func takeFocus(fallback: Responder?) {
        guard let engine = application?.focusEngine else { return }
        if let restore = focusToRestore, restore.canBecomeFocused, restore.application === application {
            engine.focus(restore)
        } else {
            engine.focus(firstFocusableDescendant() ?? fallback)
        }
        focusToRestore = nil
    }
}

extension NavigationEntryNode: CoverablePage {}
extension TabContentNode: CoverablePage {}

import TermHostCore

/// One presented panel (a sheet, cover, popover, alert or dialog): a view graph of its own, drawn over
/// the screen by whoever shows the presenting graph (see ``ViewGraphPresenting``), with focus kept
/// inside it while it is up and given back when it goes.
@MainActor
package final class Presentation {
    /// The panel and its content.
    package let graph: ViewGraph
    /// What Esc (or a click outside a popover) does.
    let userDismiss: @MainActor () -> Void
    /// Removes the panel from the screen; set by whoever shows it.
    package var teardown: (@MainActor () -> Void)?
    private weak var focusToRestore: Responder?

    init(panel: PresentationPanel, environment: EnvironmentValues, userDismiss: @escaping @MainActor () -> Void) {
        graph = ViewGraph(rootView: panel, environment: environment)
        self.userDismiss = userDismiss
    }

    /// Esc, unless the content turned it off with `.interactiveDismissDisabled()`.
    package func escapePressed() {
        let panel = graph.root.children.first as? PresentationPanelNode
        if panel?.interactiveDismissDisabled != true { userDismiss() }
    }

    /// Moves focus into the panel (its initial-focus button, or its first focusable view), remembering
    /// where it was. Called by whoever shows the panel, once it is up.
    func takeFocus(in application: Application?) {
        guard let engine = application?.focusEngine else { return }
        focusToRestore = engine.focused
        let preferred = graph.root.firstNode(withKey: AnyHashable(AlertContent.initialFocusKey))?.firstFocusableDescendant()
        if let target = preferred ?? graph.root.firstFocusableDescendant() {
            engine.focus(target)
        } else {
            engine.focus(nil)
        }
    }

    /// Takes the panel off the screen (its views see `onDisappear`, then `completion` runs) and gives
    /// focus back to where it was, or to the first focusable view.
    func close(in application: Application?, completion: (@MainActor () -> Void)? = nil) {
        graph.isOnScreen = false
        if let completion { graph.enqueue(completion) }
        application?.setNeedsUpdate(graph)
        teardown?()
        teardown = nil
        guard let engine = application?.focusEngine else { return }
        if let restore = focusToRestore, restore.canBecomeFocused, restore.application === application {
            engine.focus(restore)
        } else {
            engine.focus(nil)
            engine.focusNext()
        }
        focusToRestore = nil
    }
}

/// Whoever shows a view graph and can show a presentation over it: a full-screen ``ViewRoot``,
/// a host widget (over its window), or a presentation already up (over it, in the same place).
@MainActor
package protocol ViewGraphPresenting: AnyObject {
    /// Shows `presentation` on top of everything shown so far and sets its ``Presentation/teardown``.
    func present(_ presentation: Presentation)
}

extension ViewNode {
    /// The first node in this subtree (tree order) whose key is `key`.
    func firstNode(withKey key: AnyHashable) -> ViewNode? {
        if self.key == key { return self }
        for child in children {
            if let found = child.firstNode(withKey: key) { return found }
        }
        return nil
    }
}

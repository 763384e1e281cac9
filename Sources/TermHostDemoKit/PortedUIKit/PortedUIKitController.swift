import TermHost

/// `ported-uikit` in the shell: the UIKit code of ``ReadingListViewController`` as it is, plus what
/// the demo needs around it (the keys for the status line, which it refreshes as the book pages
/// come and go).
@MainActor
final class PortedUIKitController: ReadingListViewController, DemoScreen {
    weak var shell: DemoRootController?

    var keyHints: [StatusBarWidget.Item] {
        [.hint("↑↓", "Move"), .hint("Enter", "Open"), .hint("F2", "Add")]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.becomeFirstResponder()
        shell?.setNeedsHintsUpdate()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        shell?.setNeedsHintsUpdate()
    }
}

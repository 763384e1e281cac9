import Foundation
import TermHostCore
import TermHostWidgets

extension NavigationBarWidget {
    /// The title's text attributes (`UINavigationBar.titleTextAttributes`): `.foregroundColor` (a ``Color``) is the
    /// bar's text colour, the foreground of ``barStyle`` (the items are drawn in it too, dim); other keys are kept
    /// nowhere (the bar draws one font).
    @_alwaysEmitIntoClient
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { barStyle.foreground.map { [.foregroundColor: $0] } }
        set { barStyle.foreground = newValue?[.foregroundColor] as? Color }
    }
}

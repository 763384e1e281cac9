import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension Window {
    /// Shows the window and makes it the key window (`UIWindow.makeKeyAndVisible()`): the one the
    /// application shows full screen and sends keys to. The application is the one the window is
    /// already shown by, or else the one at work on the current call (launching an
    /// ``ApplicationDelegate``, delivering input, rendering a frame). Outside those the window has no
    /// application to be shown by, and this only unhides it.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window (see ``makeKeyAndVisible()``) without changing ``Widget/isHidden``.
    public func makeKey() {
        guard let application = attachedApplication ?? ApplicationScope.current else { return }
        application.rootContent = self
    }

    /// Whether the window is the one its application shows and sends keys to.
    public var isKeyWindow: Bool {
        attachedApplication?.rootContent === self
    }

    /// The screen the window is shown on (`UIWindow.screen`): the terminal of its application, or a
    /// screen of the window's own size while it is not shown.
    public var screen: Screen {
        Screen(size: attachedApplication?.terminal.size ?? frame.size)
    }
}

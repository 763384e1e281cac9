/// What an ``Application`` shows full screen: a widget `Window` or a declarative root.
///
/// Each frame the application asks the content to bring itself up to date and lay out for the
/// terminal size, then to draw what changed into a ``Canvas``. Either half of TermHost can be the
/// root, so a pure-declarative app runs without any widget and a pure-widget app without any view.
@MainActor
public protocol RootContent: AnyObject {
    /// The top of the content's responder tree (its next responder is the application).
    var rootResponder: Responder { get }
    /// Called when the content is installed on `application` (and with `nil` when removed).
    func didMove(to application: Application?)
    /// Updates state-driven parts and lays out for `size`. Called once per frame, before drawing.
    func layout(in size: Size)
    /// Draws every region that changed since the last call; draws everything when `full` is true.
    func draw(into canvas: Canvas, full: Bool)
    /// The deepest responder under `point` (screen coordinates) that takes mouse events.
    func responder(at point: Point) -> Responder?
}

/// Root content told when the application's ``Application/lengthUnit`` changes, so it converts its lengths again.
@MainActor
package protocol LengthUnitObserving: AnyObject {
    /// The application's ``Application/lengthUnit`` changed.
    func applicationLengthUnitDidChange()
}

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// What a widget tells the object that owns it as its root widget (a widget controller): it is
/// about to enter or leave a window (appearance) and it lays out (the controller's layout hooks).
@MainActor
protocol RootWidgetOwner: AnyObject {
    /// The root widget is about to move to `window` (or out of any window for `nil`).
    func rootWidgetWillMove(toWindow window: Window?)
    /// The root widget moved to `window` (or out of any window for `nil`).
    func rootWidgetDidMoveToWindow(_ window: Window?)
    /// The root widget is about to run `updateProperties()`.
    func rootWidgetUpdateProperties()
    /// The root widget is about to run `layoutSubviews()`.
    func rootWidgetWillLayoutSubviews()
    /// The root widget ran `layoutSubviews()`.
    func rootWidgetDidLayoutSubviews()
}

/// The terminal's screen: the `UIScreen` of TermHost. Its ``bounds`` are the terminal's size in cells
/// (1 point = 1 cell), with the origin at the top left.
///
/// ```swift
/// window = Window(frame: Screen.main.bounds)
/// ```
///
/// There is no global screen object. ``main`` is the screen of the application at work on the current
/// call: the one launching an ``ApplicationDelegate``, delivering an input event, or rendering a frame
/// binds itself for that call (a task-local value, so nothing is shared between applications or threads).
/// Outside such a call (a detached task, a timer the code set up itself) there is no application at work
/// and ``main`` is a zero-sized screen; use `view.window?.screen`, which always answers, instead.
public struct Screen: Hashable, Sendable {
    /// The screen's rectangle in cells: origin zero, the terminal's size.
    public let bounds: Rect

    /// A screen of `size` cells.
    public init(size: Size) {
        bounds = Rect(origin: .zero, size: size)
    }

    /// Points per cell: 1 (a terminal has no finer unit).
    public var scale: Double { 1 }
    /// The same as ``bounds`` (no pixels below the cells).
    public var nativeBounds: Rect { bounds }

    /// The screen of the application at work on the current call (see the type's discussion), or a
    /// zero-sized screen when there is none.
    @MainActor
    public static var main: Screen {
        guard let application = ApplicationScope.current else { return Screen(size: .zero) }
        return Screen(size: application.terminal.size)
    }
}

/// The application at work on the current call: bound while it launches a delegate, delivers input
/// and renders a frame, so `Screen.main` and `Window.makeKeyAndVisible()` find it without a global.
package enum ApplicationScope {
    @TaskLocal package static var current: Application?

    /// Runs `body` with `application` as the application at work.
    @MainActor
    package static func run<Result>(_ application: Application, _ body: () throws -> Result) rethrows -> Result {
        if current === application { return try body() }
        return try $current.withValue(application, operation: body)
    }
}

extension Application {
    /// A key of the launch options passed to `application(_:didFinishLaunchingWithOptions:)`
    /// (`UIApplication.LaunchOptionsKey`). A terminal program is launched by its command line, so
    /// TermHost passes `nil` options; the type is here so delegate signatures port unchanged.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key by name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

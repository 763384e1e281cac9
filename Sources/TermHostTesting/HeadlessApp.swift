import TermHost

/// Drives a TermHost application from a test, without a terminal and without waiting.
///
/// The app runs on a ``HeadlessTerminal`` with a ``ManualScheduler``: every action (a key, a click,
/// a paste, a resize) is delivered and then the app is run until idle, so the screen can be read at
/// once. Timers run when the test advances the clock, so a 3-second delay takes microseconds.
///
/// A complete test (Swift Testing; XCTest works the same way):
///
/// ```swift
/// import TermHost
/// import TermHostTesting
/// import Testing
///
/// @Test @MainActor func startShowsWorkingThenDoneAfterThreeSeconds() {
///     let app = HeadlessApp(size: Size(width: 40, height: 10)) { app in
///         let window = Window()
///         let status = LabelWidget("Idle")
///         status.frame = Rect(x: 0, y: 0, width: 20, height: 1)
///         let start = ButtonWidget("Start") {
///             status.text = "Working"
///             app.scheduler.schedule(after: .seconds(3)) { status.text = "Done" }
///         }
///         start.frame = Rect(x: 0, y: 2, width: 12, height: 1)
///         window.addSubview(status)
///         window.addSubview(start)
///         return window
///     }
///     #expect(app.focusedDescription == "Start")
///     app.press(.enter)
///     #expect(app.contains("Working"))
///     app.advance(by: .seconds(3))
///     #expect(app.line(0).hasPrefix("Done"))
///     app.resize(to: Size(width: 60, height: 12))
///     #expect(app.snapshot(rows: 0..<3) == "Done\n\n [ Start ]")
///     #expect(app.style(of: "[ Start ]")?.attributes.contains(.reverse) == true)
/// }
/// ```
@MainActor
public final class HeadlessApp {
    /// The in-memory terminal the app draws on.
    public let terminal: HeadlessTerminal
    /// The scheduler the test controls.
    public let scheduler: ManualScheduler
    /// The application under test.
    public let application: Application

    /// Starts an application of `size` on a terminal with `capabilities` (256 colours by default) showing
    /// the content built by `makeContent`, and renders its first frame.
    public init(size: Size = Size(width: 80, height: 24), capabilities: TerminalCapabilities = TerminalCapabilities(),
                content makeContent: (Application) -> RootContent) {
        terminal = HeadlessTerminal(size: size, capabilities: capabilities)
        scheduler = ManualScheduler()
        application = Application(terminal: terminal, scheduler: scheduler)
        // The content is made as an app launched by `Application.run` makes it: with this application
        // at work, so `Screen.main` is the terminal's size.
        let application = application
        application.rootContent = ApplicationScope.run(application) { makeContent(application) }
        waitUntilIdle()
    }

    // MARK: Acting

    /// Runs everything that is due now (updates, frames, work scheduled for now).
    public func waitUntilIdle() {
        scheduler.runUntilIdle()
    }

    /// Presses a key and waits until idle.
    public func press(_ key: Key, modifiers: KeyModifiers = []) {
        send(.key(KeyEvent(key, modifiers: modifiers)))
    }

    /// Presses a key event and waits until idle.
    public func press(_ event: KeyEvent) {
        send(.key(event))
    }

    /// Types each character of `text` as a key press, then waits until idle.
    public func type(_ text: String) {
        for character in text { application.handle(.key(KeyEvent(.character(character)))) }
        waitUntilIdle()
    }

    /// Pastes `text` (as a bracketed paste) and waits until idle.
    public func paste(_ text: String) {
        send(.paste(text))
    }

    /// Clicks (press and release) at a screen point and waits until idle.
    public func click(at point: Point, button: MouseButton = .left) {
        application.handle(.mouse(MouseEvent(.press(button), at: point)))
        send(.mouse(MouseEvent(.release(button), at: point)))
    }

    /// Clicks on the first place `text` is shown; returns false when it is not on screen.
    @discardableResult
    public func click(on text: String) -> Bool {
        guard let point = find(text) else { return false }
        click(at: point)
        return true
    }

    /// Resizes the terminal and waits until idle.
    public func resize(to size: Size) {
        terminal.resize(to: size)
        for event in terminal.readEvents() { application.handle(event) }
        waitUntilIdle()
    }

    /// Moves the clock forward, running timers as they come due, then waits until idle.
    public func advance(by duration: Duration) {
        scheduler.advance(by: duration)
    }

    /// Delivers any input event and waits until idle.
    public func send(_ event: InputEvent) {
        application.handle(event)
        waitUntilIdle()
    }

    // MARK: Reading

    /// The screen as text, one line per row, trailing spaces trimmed.
    public var screen: String { terminal.text() }

    /// Row `y` as shown (not trimmed).
    public func line(_ y: Int) -> String { terminal.line(y) }

    /// Where `text` first appears on screen, if it does.
    public func find(_ text: String) -> Point? { terminal.find(text) }

    /// The style of the cell at a screen point.
    public func style(at point: Point) -> Style { terminal.cell(at: point).style }

    /// The focused responder.
    public var focused: Responder? { application.focusEngine.focused }

    /// The work counters of the application.
    public var statistics: FrameStatistics { application.statistics }
}

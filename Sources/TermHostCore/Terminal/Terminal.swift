/// Why a terminal could not be opened.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// `TERM` is unset, `dumb`, or has no terminfo entry.
    case unsupportedTerminal(String)
    /// ncurses refused to start for another reason.
    case initializationFailed(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "TermHost needs an interactive terminal: standard input and output must be a TTY."
        case .unsupportedTerminal(let name):
            return "TermHost cannot drive the terminal type '\(Sanitizer.sanitize(name))': set TERM to a type with cursor addressing, such as xterm-256color."
        case .initializationFailed(let reason):
            return "TermHost could not start the terminal: \(Sanitizer.sanitize(reason))"
        }
    }
}

/// The device a TermHost application draws on and reads from.
///
/// ``NcursesTerminal`` drives a real terminal; ``HeadlessTerminal`` keeps an in-memory grid for tests.
/// The application pushes only changed cells with ``put(_:at:)`` and then calls ``present(cursor:)`` once per frame.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// What the terminal can show.
    var capabilities: TerminalCapabilities { get }
    /// The file descriptor to watch for input, or `nil` when input is delivered by other means.
    var inputFileDescriptor: Int32? { get }
    /// The file descriptor the terminal is drawn on, or `nil` for a terminal that is not a device (an
    /// application captures standard output and standard error only when they go to this device).
    var outputFileDescriptor: Int32? { get }

    /// Takes over the terminal (raw modes, alternate screen, keypad, mouse).
    func start() throws
    /// Gives the terminal back as it was found. Safe to call more than once.
    func restore()
    /// Puts one cell (a wide cell covers the next column too).
    func put(_ cell: Cell, at point: Point)
    /// Shows everything put since the last call, with the cursor at `cursor` (hidden when `nil`).
    func present(cursor: Point?)
    /// Reads every input event available now without blocking.
    func readEvents() -> [InputEvent]
    /// Re-reads the terminal size after a resize notification; returns the new size.
    func updateSize() -> Size
    /// Whether the terminal is gone for good: reading its input reached end of file or failed with EIO,
    /// or it reported a hang-up. Input that arrives slowly, in pieces, or decodes to no event never makes
    /// this true (bytes arriving are proof of life); the application stops when it becomes true.
    var hasHungUp: Bool { get }
    /// Forgets what the terminal shows: the next ``present(cursor:)`` repaints every cell, whatever the
    /// terminal believes is on screen (after foreign output, Ctrl-L, a stop and continue).
    func invalidate()
}

extension Terminal {
    /// No device by default.
    public var outputFileDescriptor: Int32? { nil }
    /// A terminal that cannot tell never hangs up.
    public var hasHungUp: Bool { false }
    /// Nothing to forget by default.
    public func invalidate() {}
}

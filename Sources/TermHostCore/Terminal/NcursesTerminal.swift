import CNcurses
import Glibc

/// A real terminal, driven by ncurses.
///
/// ```swift
/// let terminal = try NcursesTerminal()
/// try terminal.start()
/// defer { terminal.restore() }
/// ```
///
/// Creating the terminal only checks it: both file descriptors must be TTYs and the terminal type must
/// have a terminfo entry with cursor addressing. ``start()`` opens an ncurses screen on them with `newterm`
/// (never `initscr`, so a failure is a thrown ``TerminalError`` and not an exit) and ``restore()`` closes it
/// again; the pair may be repeated, for example around a suspend.
///
/// Input modes: the terminal is put in raw mode, so Ctrl-C, Ctrl-Z and Ctrl-\ arrive as key events
/// (Ctrl with `c`, `z`, `\`) instead of signals, and the application decides what they mean.
/// Keys and mouse reports are decoded by ncurses' keypad mode and `getmouse`; bracketed paste is switched on
/// and delivered as one ``InputEvent/paste(_:)``.
///
/// ncurses keeps process-wide state, so only one `NcursesTerminal` should be started at a time.
/// `init` also selects the user's locale (`setlocale(LC_ALL, "")`, falling back to `C.UTF-8` for
/// characters) so that ncurses reads and writes UTF-8.
@MainActor
public final class NcursesTerminal: Terminal {
    /// The current size in cells.
    public private(set) var size: Size {
        get { sizeStorage }
        set { sizeStorage = newValue }
    }
    /// The storage of ``size``: internal, so the optimizer sees every access and checks none at run time.
    var sizeStorage: Size
    /// What the terminal can show; refined by ``start()`` from what ncurses reports.
    @exclusivity(unchecked)
    public private(set) var capabilities: TerminalCapabilities
    /// The input file descriptor, to watch for readability.
    public var inputFileDescriptor: Int32? { inputDescriptor }

    /// The terminal type in use (from `TERM` unless given).
    public let terminalName: String

    let inputDescriptor: Int32
    /// The terminal's output: a descriptor of its own (a duplicate of the one given), so that standard
    /// output and standard error can be redirected while the terminal is in use (see ``OutputCapture``).
    let outputDescriptor: Int32
    /// Whether ``outputDescriptor`` is a duplicate this terminal closes.
    private let ownsOutputDescriptor: Bool
    /// The open ncurses screen, between ``start()`` and ``restore()``.
    var session: NcursesSession?
    var decoder = NcursesInputDecoder()
    /// Bytes of a character whose remaining bytes have not arrived yet.
    var utf8 = UTF8Assembler()
    /// The last size told to the application, by ``updateSize()`` or a resize event.
    var reportedSize: Size
    /// The TTY modes found by ``start()``, put back by ``restore()``.
    var shellModes: termios?
    /// Where ncurses leaves the terminal's cursor after the frame being presented (`nil`: anywhere).
    var cursorPlace: Point?
    /// Whether a frame is in ncurses' screen model, waiting for the terminal to take the backlog.
    var deferredFrame = false
    /// Bracketed paste on (off is ``NcursesCrashRestore/bracketedPasteOff``).
    static let bracketedPasteOn = "\u{1b}[?2004h"
    /// Whether a read found the terminal gone: end of file, EIO or a hang-up on the input descriptor
    /// after a read that returned nothing (never because input decoded to no event). Reset by ``start()``.
    public internal(set) var hasHungUp = false

    /// Checks the terminal on `inputFileDescriptor` and `outputFileDescriptor` without changing it.
    ///
    /// - Parameters:
    ///   - inputFileDescriptor: where keys are read; standard input by default.
    ///   - outputFileDescriptor: where the screen is drawn; standard output by default.
    ///   - termName: the terminal type; the `TERM` environment variable by default.
    /// - Throws: ``TerminalError/notATerminal`` when either descriptor is not a TTY;
    ///   ``TerminalError/unsupportedTerminal(_:)`` when the type is unset, `dumb`, unknown to terminfo
    ///   or has no cursor addressing.
    public init(
        inputFileDescriptor: Int32 = STDIN_FILENO,
        outputFileDescriptor: Int32 = STDOUT_FILENO,
        termName: String? = nil
    ) throws(TerminalError) {
        guard isatty(inputFileDescriptor) == 1, isatty(outputFileDescriptor) == 1 else { throw .notATerminal }
        let name = termName ?? getenv("TERM").map { String(cString: $0) } ?? ""
        let utf8 = NcursesTerminfoProbe.selectUTF8Locale()
        let probe = try NcursesTerminfoProbe(name: name, fileDescriptor: outputFileDescriptor)
        self.inputDescriptor = inputFileDescriptor
        let copy = fcntl(outputFileDescriptor, F_DUPFD_CLOEXEC, 0)
        self.outputDescriptor = copy >= 0 ? copy : outputFileDescriptor
        self.ownsOutputDescriptor = copy >= 0
        self.terminalName = name
        self.capabilities = TerminalCapabilities(colorCount: probe.colorCount, lineDrawing: utf8, mouse: probe.hasMouse)
        let initialSize = Self.windowSize(of: outputFileDescriptor) ?? .zero
        self.sizeStorage = initialSize
        self.reportedSize = initialSize
    }

    isolated deinit {
        restore()
        if ownsOutputDescriptor { Glibc.close(outputDescriptor) }
    }

    /// The terminal's own output descriptor (not standard output itself, which may be redirected).
    public var outputFileDescriptor: Int32? { outputDescriptor }

    /// True between ``start()`` and ``restore()``.
    public var isStarted: Bool { session != nil }

    /// Opens the ncurses screen and takes over the terminal: raw input without echo, keypad and mouse
    /// decoding, bracketed paste, hidden cursor, colours with the terminal's defaults, the alternate screen.
    /// Does nothing when already started.
    ///
    /// - Throws: ``TerminalError/unsupportedTerminal(_:)`` when `newterm` refuses the terminal type,
    ///   ``TerminalError/initializationFailed(_:)`` when the descriptors cannot be opened as streams.
    public func start() throws(TerminalError) {
        guard session == nil else { return }
        let shellModes = NcursesCrashRestore.currentModes(of: outputDescriptor)
        self.shellModes = shellModes
        let session = try NcursesSession(
            name: terminalName, inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor)
        self.session = session
        session.output.onDrained = { [weak self] in self?.presentDeferredFrame() }
        decoder = NcursesInputDecoder(keyCodes: session.keyCodes)
        utf8 = UTF8Assembler()
        hasHungUp = false
        capabilities = TerminalCapabilities(
            colorCount: session.colorCount, lineDrawing: NcursesTerminfoProbe.isUTF8Locale, mouse: session.hasMouse)
        session.output.send(Array(Self.bracketedPasteOn.utf8))
        NcursesCrashRestore.arm(descriptor: session.output.terminalDescriptor, modes: shellModes)
        _ = updateSize()
    }

    /// Gives the terminal back as it was before ``start()``: bracketed paste and mouse reporting off,
    /// cursor shown, main screen and the saved TTY modes back (`endwin`), and the ncurses screen freed.
    ///
    /// Between ``start()`` and ``restore()`` a crash handler is armed (SIGILL, SIGTRAP, SIGABRT, SIGSEGV,
    /// SIGBUS, SIGFPE): if the process dies of one of them, for example a Swift runtime trap, the handler
    /// writes the same restore sequence and the saved TTY modes before the signal takes its course.
    /// Safe to call more than once, and before ``start()``.
    public func restore() {
        guard let session else { return }
        NcursesCrashRestore.disarm()
        // The frames a stalled terminal has not taken are obsolete: drop them so that what follows gets through.
        session.output.discardBacklog()
        session.output.send(Array(NcursesCrashRestore.bracketedPasteOff.utf8))
        session.close()
        self.session = nil
        deferredFrame = false
        if var modes = shellModes { _ = tcsetattr(outputDescriptor, TCSANOW, &modes) }
    }

    /// Re-reads the size from the output TTY and resizes ncurses' screen when it changed.
    public func updateSize() -> Size {
        let newSize = refreshSize()
        reportedSize = newSize
        return newSize
    }

    /// Reads the size from the TTY, tells ncurses when it differs from its own, and stores it in ``size``.
    func refreshSize() -> Size {
        var newSize = Self.windowSize(of: outputDescriptor) ?? session?.screenSize ?? size
        if let session {
            if newSize != session.screenSize {
                session.resize(to: newSize)
                session.overlays.removeAll()
            }
            newSize = session.screenSize
        }
        size = newSize
        return newSize
    }

    /// The most columns or rows ncurses can store (its sizes are C `short`s): a larger size is clamped
    /// to this before ncurses sees it (`stty cols 40000` would otherwise crash inside ncurses).
    static let maximumDimension = Int(Int16.max)

    /// The window size the TTY reports, clamped to ``maximumDimension``, or `nil` when it reports none.
    static func windowSize(of fileDescriptor: Int32) -> Size? {
        var window = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else {
            return nil
        }
        return clamped(Size(width: Int(window.ws_col), height: Int(window.ws_row)))
    }

    /// The most cells the screen may have (4 Mi, about nine 8K displays of small text): a TTY set to, say,
    /// 32,767 x 32,767 would otherwise make ncurses and the screen buffer allocate a billion cells.
    static let maximumCells = 1 << 22

    /// `size` with each dimension at most ``maximumDimension``, and then fewer rows if it still has more
    /// than ``maximumCells`` cells.
    static func clamped(_ size: Size) -> Size {
        let width = min(size.width, maximumDimension)
        var height = min(size.height, maximumDimension)
        if width > 0, width * height > maximumCells { height = max(1, maximumCells / width) }
        return Size(width: width, height: height)
    }
}

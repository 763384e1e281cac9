import Dispatch

/// Runs a TermHost program: owns the terminal, the run loop and the frame pipeline (the `UIApplication` of TermHost).
///
/// There is no shared instance: create one, give it a ``rootContent`` (a widget `Window` or a
/// declarative root) and `run()` it. The application is the last responder of every chain: it moves
/// focus on Tab / Shift-Tab and stops on Ctrl-C when nothing else took the key.
///
/// Frames: any number of invalidations in one main-queue turn give one frame. A frame runs the
/// pending updates (``FrameUpdating``), lays the content out, draws what changed into the screen
/// buffer and pushes only the changed cells to the terminal.
@MainActor
public final class Application: Responder {
    /// The terminal drawn on.
    public let terminal: Terminal
    /// Where deferred work, frames and timers run.
    public let scheduler: Scheduler
    /// The focused responder and focus traversal.
    public private(set) lazy var focusEngine = FocusEngine(application: self)
    /// Work counters (frames, body evaluations, layouts, cells).
    public package(set) var statistics: FrameStatistics {
        get { statisticsStorage }
        set { statisticsStorage = newValue }
    }
    /// The storage of ``statistics`` (internal, so the optimizer needs no run-time exclusivity check for it).
    var statisticsStorage = FrameStatistics()
    /// Called for a key that no responder handled (before the built-in Tab, Ctrl-C, Ctrl-Z and Ctrl-L
    /// handling); return `true` to take the key (this is how to give Ctrl-L or Ctrl-Z another meaning).
    public var unhandledKeyHandler: ((KeyEvent) -> Bool)?
    /// Whether an unhandled Ctrl-Z suspends the application (``suspend()``), as in every terminal program
    /// (the terminal is in raw mode, so Ctrl-Z arrives as a key). `true` by default.
    public var suspendsOnControlZ = true
    /// Whether an unhandled Ctrl-L repaints the whole screen (``setNeedsFullRedraw()``), the terminal
    /// convention after other output garbled it. UIKit has no such key; `true` by default.
    public var redrawsOnControlL = true
    /// What the lengths written in code mean, app-wide: ``LengthUnit/cells`` (the default; code written for the
    /// terminal) or ``LengthUnit/points`` (code ported from UIKit and SwiftUI: `rowHeight = 80` is 5 rows).
    /// A widget's `lengthUnit` and SwiftUI's `.environment(\.lengthUnit, …)` override it for a subtree. Set it
    /// at start-up, before the content is shown (as `application(_:didFinishLaunchingWithOptions:)` does); lengths
    /// are converted when they are laid out.
    @exclusivity(unchecked)
    public var lengthUnit: LengthUnit = .cells {
        didSet {
            guard lengthUnit != oldValue else { return }
            (rootContent as? LengthUnitObserving)?.applicationLengthUnitDidChange()
            setNeedsFullRedraw()
        }
    }
    /// Also told of every diagnostic (layout conflicts, size oscillations) as it happens.
    /// Whatever the handler does, `run()` writes the diagnostics it collected to standard error
    /// once the terminal is restored, so they never garble the screen.
    public var diagnosticHandler: ((String) -> Void)?

    /// The screen buffer frames are drawn into.
    public let screen: ScreenBuffer
    /// The in-app console: captured output and diagnostics, opened and closed by F12 (see ``Console``).
    public let console = Console()
    /// Whether `run()` captures standard output and standard error while it draws on the terminal, so
    /// that `print`, ``Logger`` and writes to standard error never touch the screen (the "Debugging and
    /// logging" article describes the capture).
    /// `true` by default; set it before running.
    public var capturesOutput = true
    /// The capture in progress while running.
    var outputCapture: OutputCapture?
    /// The most recent diagnostics, newest last (kept for tests and for showing after exit; the last 100).
    public private(set) var diagnostics: [String] = []
    /// How many of the most recent diagnostics ``diagnostics`` keeps.
    static let maximumDiagnosticsKept = 100
    private var diagnosticsShown = 0
    /// Whether ``stop()`` was called (also for applications driven without `run()`, as in tests).
    public private(set) var isStopped = false
    /// Whether the application is in front of the user or suspended (see ``ApplicationState``).
    public internal(set) var applicationState: ApplicationState = .active
    let stateObservers = ObserverList<ApplicationState>()
    /// The application delegate made by `launch(_:)` (kept alive as UIApplicationMain keeps it).
    package var retainedDelegate: AnyObject?

    @exclusivity(unchecked)
    private var pendingUpdates: [FrameUpdating] = []
    @exclusivity(unchecked)
    private var pendingUpdateIDs: Set<ObjectIdentifier> = []
    @exclusivity(unchecked)
    private var pendingNegotiations: [FrameSizeNegotiating] = []
    @exclusivity(unchecked)
    private var pendingNegotiationIDs: Set<ObjectIdentifier> = []
    /// The extra settling rounds the current frame may still run (``FrameSettling``).
    package let frameBudget = FrameBudget()
    /// The participants already named in an unsettled-frame diagnostic (each is reported once).
    private var reportedUnsettledSubjects: Set<String> = []
    @exclusivity(unchecked)
    private var frameScheduled = false
    private var isRendering = false
    private var needsFullRedraw = true
    private(set) var runLoop: RunLoopSources?
    /// Events read from the terminal and not handled yet (see ``inputTimeBudget``), oldest first from
    /// ``pendingInputStart``.
    @exclusivity(unchecked)
    var pendingInput: [InputEvent] = []
    /// The index of the oldest event of ``pendingInput`` not handled yet.
    @exclusivity(unchecked)
    var pendingInputStart = 0
    /// Whether a turn that goes on handling ``pendingInput`` is scheduled.
    @exclusivity(unchecked)
    var isInputContinuationScheduled = false
    /// How long, on the scheduler's clock, one turn may spend handling input read from the terminal before
    /// the rest waits for the next turn (about one frame at 60 Hz). The frame, the signals (a resize) and the
    /// timers come in between, so a flood of input never keeps the screen from following the terminal.
    @exclusivity(unchecked)
    var inputTimeBudget: Duration = .milliseconds(16)

    /// The smallest terminal the content is laid out for (`nil`, the default: any size).
    ///
    /// While the terminal is narrower or shorter than this, the content is still laid out and kept
    /// up to date, but the screen shows only ``tooSmallMessage``; the content comes back, fully redrawn,
    /// as soon as the terminal is large enough again. Terminals of any size down to 1x1 never crash
    /// either way; this only chooses what a user sees.
    @exclusivity(unchecked)
    public var minimumSize: Size? {
        didSet { if minimumSize != oldValue { setNeedsFullRedraw() } }
    }
    /// What is shown while the terminal is smaller than ``minimumSize`` (cut to the screen's width).
    @exclusivity(unchecked)
    public var tooSmallMessage = "Terminal too small"
    /// Whether the last frame showed ``tooSmallMessage`` instead of the content.
    @exclusivity(unchecked)
    public private(set) var isShowingTooSmallMessage = false

    /// The content shown full screen.
    public var rootContent: RootContent? {
        get { rootContentStorage }
        set {
            let oldValue = rootContentStorage
            rootContentStorage = newValue
            if oldValue === rootContent { return }
            oldValue?.didMove(to: nil)
            rootContent?.didMove(to: self)
            focusEngine.setNeedsFocusUpdate()
            needsFullRedraw = true
            setNeedsFrame()
        }
    }
    /// The storage of ``rootContent``.
    var rootContentStorage: RootContent?

    /// Creates an application on `terminal`, scheduling on `scheduler` (the main queue by default).
    public init(terminal: Terminal, scheduler: Scheduler? = nil) {
        self.terminal = terminal
        self.scheduler = scheduler ?? MainQueueScheduler()
        self.screen = ScreenBuffer(size: terminal.size)
        super.init()
        ApplicationRegistry.latest = self
        console.onChange = { [unowned self] closed in consoleDidChange(closed: closed) }
    }

    // MARK: Frames

    /// Asks for a frame on the next main-queue turn. Calls in the same turn coalesce into one frame.
    public func setNeedsFrame() {
        // A request made while a frame renders is served by that frame (its layout and draw come after).
        if isRendering { return }
        guard !frameScheduled else { return }
        frameScheduled = true
        scheduler.schedule { [weak self] in self?.renderFrame() }
    }

    /// Asks `participant` to update itself at the start of the next frame (and asks for that frame).
    public func setNeedsUpdate(_ participant: FrameUpdating) {
        if pendingUpdateIDs.insert(ObjectIdentifier(participant)).inserted {
            pendingUpdates.append(participant)
        }
        setNeedsFrame()
    }

    /// Asks `participant` to negotiate its size in the current frame's negotiation phase (or the next frame's).
    package func setNeedsSizeNegotiation(_ participant: FrameSizeNegotiating) {
        if pendingNegotiationIDs.insert(ObjectIdentifier(participant)).inserted {
            pendingNegotiations.append(participant)
        }
        setNeedsFrame()
    }

    /// Renders a frame now: pending updates, layout, drawing of dirty regions, changed cells to the terminal.
    public func renderFrame() {
        ApplicationScope.run(self) { renderFrameInScope() }
    }

    /// Runs one frame's phases (``FramePhase``): updates, size negotiation, layout — again while the
    /// layout queued more updates or moved focus, at most ``FrameSettling/maximumRounds`` times — then
    /// drawing and presenting. Content that keeps queueing updates stops there with the one diagnostic of
    /// ``FrameSettling``, and the rest waits for the next frame.
    private func renderFrameInScope() {
        frameScheduled = false
        guard let content = rootContent, !isRendering else { return }
        isRendering = true
        statistics.frames += 1
        settle(content)
        if frameBudget.isSpent || !frameBudget.unsettled.isEmpty { reportUnsettledFrame() }
        let before = screen.cellsWritten
        let canvas = Canvas(buffer: screen, lineDrawing: terminal.capabilities.lineDrawing,
                            colorCount: terminal.capabilities.colorCount)
        content.draw(into: canvas, full: needsFullRedraw)
        if console.isOpen { console.draw(into: canvas) }
        needsFullRedraw = drawTooSmallMessageIfNeeded(on: canvas)
        statistics.cellsDrawn += screen.cellsWritten - before
        var presented = 0
        screen.takeChanges { cell, point in
            terminal.put(cell, at: point)
            presented += 1
        }
        statistics.cellsPresented += presented
        terminal.present(cursor: isShowingTooSmallMessage || console.isOpen ? nil : focusEngine.focused?.cursorPosition)
        isRendering = false
        // Work queued while drawing gets its frame. A frame that spent its budget holds instead: what it drew
        // stays, the loop was reported once, and the app idles until the next input or state change asks for
        // a frame (as SwiftUI breaks an update cycle), rather than rendering unsettled frames without end.
        if hasPendingWork && !frameBudget.isSpent { setNeedsFrame() }
    }

    /// The phases before drawing: updates, size negotiation, layout — again while the layout queued more
    /// updates or moved focus, at most ``FrameSettling/maximumRounds`` times.
    private func settle(_ content: RootContent) {
        if screen.size != terminal.size {
            screen.resize(to: terminal.size)
            needsFullRedraw = true
        }
        frameBudget.refill()
        var settling = FrameSettling(.update, application: self)
        var focusMoved = false
        repeat {
            runUpdatePhase()
            runNegotiationPhase()
            // After the updates, so layout does not follow a focused responder that left.
            focusEngine.dropInvalidFocus()
            content.layout(in: screen.size)
            // After layout, so a lazy container has made the rows it shows; when focus moves (to the
            // responder that took a removed one's place, say), lay out again for what follows it.
            focusMoved = focusEngine.validate()
        } while (hasPendingWork || focusMoved) && settling.nextRound()
        if hasPendingWork {
            // The budget is spent: one last pass in which hosts keep their frames (their content is drawn in the
            // frame it has, which ends a size fed back into state), then the rest waits for the next frame.
            runUpdatePhase()
            runNegotiationPhase()
            focusEngine.dropInvalidFocus()
            content.layout(in: screen.size)
        }
    }

    /// ``settleBeforeEvent()`` for a key or a paste, unless it goes to the focused text editor: an editor's model
    /// takes each key of a burst as the last one left it and writes its binding once per frame (a burst of
    /// typed keys is one write, not one copy of the text per key).
    private func settleBeforeKeys() {
        guard hasPendingWork, !(focusEngine.focused is EditingCommandPerforming) else { return }
        settleBeforeEvent()
    }

    /// Whether updates or size negotiations are queued for the next frame.
    private var hasPendingWork: Bool { !pendingUpdates.isEmpty || !pendingNegotiations.isEmpty }

    /// Brings the content up to date with what earlier events changed before the next one is delivered, so
    /// that every key of a burst (one read holding a quick double press, key repeat over ssh) is handled
    /// against the state the previous key left — the second Esc pops the page the first one uncovered. Only
    /// when an event left work pending; drawing waits for the frame, as before.
    private func settleBeforeEvent() {
        guard hasPendingWork, let content = rootContent, !isRendering else { return }
        isRendering = true
        settle(content)
        isRendering = false
        setNeedsFrame()
    }

    /// Reports, once per participant, what was still asking for work when the frame stopped settling.
    private func reportUnsettledFrame() {
        let participants: [AnyObject] = pendingUpdates + pendingNegotiations
        let waiting = participants.map { ($0 as? FrameSubjectDescribing)?.frameSubject ?? "\(type(of: $0))" }
        let subjects = frameBudget.unsettled + waiting.filter { name in !frameBudget.unsettled.contains { $0.hasPrefix(name) } }
        let new = subjects.filter { reportedUnsettledSubjects.insert($0).inserted }
        guard !new.isEmpty else { return }
        report(FrameSettling.diagnostic(naming: new))
    }

    /// The update phase: every participant that asked brings itself up to date (view graphs evaluate their dirty bodies).
    private func runUpdatePhase() {
        guard !pendingUpdates.isEmpty else { return }
        let updates = pendingUpdates
        pendingUpdates.removeAll(keepingCapacity: true)
        pendingUpdateIDs.removeAll(keepingCapacity: true)
        for participant in updates { participant.performFrameUpdate() }
    }

    /// The size-negotiation phase: hosts whose content changed tell their containers (whose layout follows).
    private func runNegotiationPhase() {
        guard !pendingNegotiations.isEmpty else { return }
        let negotiations = pendingNegotiations
        pendingNegotiations.removeAll(keepingCapacity: true)
        pendingNegotiationIDs.removeAll(keepingCapacity: true)
        for participant in negotiations { participant.negotiateSizes() }
    }

    /// Covers the screen with ``tooSmallMessage`` when it is smaller than ``minimumSize``. Returns whether
    /// the next frame must redraw everything (the message is shown, so the content must come back whole).
    private func drawTooSmallMessageIfNeeded(on canvas: Canvas) -> Bool {
        let size = screen.size
        guard let minimumSize, size.width < minimumSize.width || size.height < minimumSize.height else {
            isShowingTooSmallMessage = false
            return false
        }
        isShowingTooSmallMessage = true
        canvas.clear(canvas.bounds)
        var y = 0
        var rest = Substring(tooSmallMessage)
        while !rest.isEmpty, y < size.height, size.width > 0 {
            let line = rest.prefix(size.width)
            _ = canvas.drawText(line, at: Point(x: 0, y: y), width: size.width)
            rest = rest.dropFirst(line.count)
            y += 1
        }
        return true
    }

    /// Redraws the whole screen at the next frame (after the terminal lost its contents, or showed
    /// foreign output): every cell is sent again and the terminal repaints all of them.
    public func setNeedsFullRedraw() {
        terminal.invalidate()
        needsFullRedraw = true
        screen.invalidatePresented()
        setNeedsFrame()
    }

    /// Records a diagnostic and passes it to ``diagnosticHandler``.
    public func report(_ message: String) {
        diagnostics.append(message)
        if diagnostics.count > Self.maximumDiagnosticsKept {
            diagnostics.removeFirst(diagnostics.count - Self.maximumDiagnosticsKept)
        }
        diagnosticHandler?(message)
        console.buffer.append(ConsoleLine(message, level: .error, source: .diagnostic))
        if console.isOpen { setNeedsFrame() }
    }

    // MARK: Events

    /// Delivers one input event: keys and pastes to the focused responder and up its chain, mouse
    /// events to the responder under the pointer, resizes to the screen.
    public func handle(_ event: InputEvent) {
        ApplicationScope.run(self) { handleInScope(event) }
    }

    private func handleInScope(_ event: InputEvent) {
        switch event {
        case .key(let key):
            if console.handleKey(key) { return }
            settleBeforeKeys()
            deliver { $0.performKeyCommand(for: key) || $0.handleKey(key) }
        case .paste(let text):
            if console.isOpen { return }
            settleBeforeKeys()
            deliver { $0.handlePaste(text) }
        case .mouse(let mouse):
            if console.handleMouse(mouse, screen: screen.size) { return }
            settleBeforeEvent()
            handleMouseEvent(mouse)
        case .resize:
            needsFullRedraw = true
            setNeedsFrame()
        }
    }

    private func deliver(_ body: (Responder) -> Bool) {
        let start = focusEngine.focused ?? rootContent?.rootResponder ?? self
        for responder in start.responderChain {
            if body(responder) || responder === self { return }
        }
        // Every chain ends at the application, also one whose last `next` is nil.
        _ = body(self)
    }

    /// The responder that took the last mouse press: the release goes to it wherever the pointer is,
    /// as a touch's end goes to the view it began in (so a control pressed and released outside itself
    /// learns the press ended).
    private weak var mousePressResponder: Responder?

    private func handleMouseEvent(_ event: MouseEvent) {
        if case .release = event.kind, let pressed = mousePressResponder, pressed.application === self {
            mousePressResponder = nil
            if pressed.routeMouse(event) { return }
        }
        guard let target = rootContent?.responder(at: event.position) else { return }
        if case .press = event.kind {
            for responder in target.responderChain {
                if responder === self { break }
                if responder.canBecomeFocused {
                    focusEngine.focus(responder)
                    break
                }
            }
        }
        for responder in target.responderChain {
            if responder === self { return }
            if responder.routeMouse(event) {
                if case .press = event.kind { mousePressResponder = responder }
                return
            }
        }
    }

    /// The end of every responder chain: Tab and Shift-Tab move focus, Ctrl-C stops the application.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        if let handler = unhandledKeyHandler, handler(event) { return true }
        switch (event.key, event.modifiers) {
        case (.tab, []):
            focusEngine.focusNext()
            return true
        case (.backTab, _), (.tab, .shift):
            focusEngine.focusPrevious()
            return true
        case (.character("c"), .control):
            stop()
            return true
        case (.character("z"), .control) where suspendsOnControlZ:
            suspend()
            return true
        case (.character("l"), .control) where redrawsOnControlL:
            setNeedsFullRedraw()
            return true
        default:
            return false
        }
    }

    // MARK: Running

    /// Whether `run()` is in progress.
    public var isRunning: Bool { runLoop != nil }

    /// Takes over the terminal, shows ``rootContent`` and handles input until ``stop()``; then gives
    /// the terminal back. Signals SIGINT, SIGTERM, SIGHUP and SIGQUIT stop the application the same way;
    /// SIGTSTP suspends it (``suspend()``) and SIGCONT repaints it.
    public func run() async throws {
        guard runLoop == nil else { return }
        let sources = RunLoopSources(application: self)
        try begin(sources, readingInput: true)
        guard runLoop === sources else { return }
        await withCheckedContinuation { continuation in
            sources.stopContinuation = continuation
        }
    }

    /// Takes over the terminal, shows ``rootContent`` and handles input until ``stop()``, serving
    /// everything on the calling thread, which must be the process's main thread: one `poll` waits for
    /// the terminal's input, the Dispatch main queue and the next timer, so input, timers and frames
    /// never hop threads (the cheaper run loop; see the Run loop section of ARCHITECTURE.md).
    ///
    /// `DispatchQueue.main.async` and `asyncAfter`, main-actor tasks, `.task {}`, timers and the signals
    /// of the asynchronous `run()` all work the same. Throws ``RunLoopUnavailableError`` (before
    /// touching the terminal) when the calling thread cannot serve the main queue: it is not the main
    /// thread, or `dispatch_main` already took the main queue away from it (in a `static func main()
    /// async`, use the asynchronous `run()`).
    public func run() throws {
        guard runLoop == nil else { return }
        guard let wakeUp = MainQueueWakeUp.descriptorForCurrentThread else { throw RunLoopUnavailableError() }
        let signalMask = RunLoopSources.blockSignalsOnCallingThread()
        defer { RunLoopSources.restoreSignalMask(signalMask) }
        let sources = RunLoopSources(application: self)
        try begin(sources, readingInput: false)
        let loop = MainThreadRunLoop { [scheduler] in scheduler.now }
        let mainScheduler = scheduler as? MainQueueScheduler
        mainScheduler?.runLoop = loop
        defer { mainScheduler?.runLoop = nil }
        loop.watch(wakeUp) { MainQueueWakeUp.drain(wakeUp) }
        if let input = terminal.inputFileDescriptor {
            loop.watch(input) { [unowned self] in readInput() }
        }
        loop.run { runLoop === sources }
    }

    /// The start of both runs: installs `sources` (the signals, and the input unless `readingInput` is
    /// false), takes the terminal and renders the first frame.
    private func begin(_ sources: RunLoopSources, readingInput: Bool) throws {
        // The signals are TermHost's before the terminal starts, so that ncurses installs no handlers.
        sources.start(readingInput: readingInput)
        do {
            try terminal.start()
        } catch {
            sources.cancel()
            throw error
        }
        runLoop = sources
        startCapturingOutput()
        screen.resize(to: terminal.size)
        needsFullRedraw = true
        renderFrame()
    }

    /// Ends `run()`: restores the terminal at once, then lets `run()` return.
    public func stop() {
        isStopped = true
        guard let sources = runLoop else { return }
        runLoop = nil
        sources.cancel()
        terminal.restore()
        outputCapture?.finish()
        outputCapture = nil
        if !diagnostics.isEmpty { StandardError.write(diagnostics.joined(separator: "\n")) }
        sources.stopContinuation?.resume()
        sources.stopContinuation = nil
    }

    func terminalDidResize() {
        _ = terminal.updateSize()
        handle(.resize(terminal.size))
    }

    /// Handles a resize only if the terminal's size differs from the one laid out (a SIGWINCH may have
    /// come before anything listened for it).
    func terminalSizeMayHaveChanged() {
        guard isRunning, terminal.updateSize() != screen.size else { return }
        handle(.resize(terminal.size))
    }
}

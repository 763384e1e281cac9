/// A small animation showing that work is going on: the `UIActivityIndicatorView` of TermHost.
///
/// While animating and in a window, it advances one frame per ``interval`` with a timer on the
/// application's scheduler; the timer stops when the spinner stops or leaves the window.
@MainActor
open class SpinnerWidget: Widget {
    /// The frames shown in turn.
    public var frames: [Character] = ["|", "/", "-", "\\"] {
        didSet { frameIndex = 0; setNeedsDisplay() }
    }

    /// Time between frames. Default 100 ms.
    public var interval: Duration = .milliseconds(100)

    /// The style of the spinner.
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Whether the spinner is animating.
    public private(set) var isAnimating = false
    /// Whether the spinner is hidden while not animating. Default `true`.
    public var hidesWhenStopped = true

    /// The index of the frame shown.
    public private(set) var frameIndex = 0
    private var timer: ScheduledWork?

    /// Creates a spinner (stopped).
    public init() {
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
    }

    /// Starts the animation.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        scheduleTick()
    }

    /// Stops the animation.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        timer?.cancel()
        timer = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// Whether a timer is waiting to show the next frame.
    public var hasScheduledTick: Bool { timer != nil }

    private func scheduleTick() {
        guard isAnimating, timer == nil, let scheduler = window?.application?.scheduler else { return }
        timer = scheduler.schedule(after: interval) { [weak self] in
            guard let self else { return }
            self.timer = nil
            guard self.isAnimating, self.window != nil else { return }
            self.frameIndex = (self.frameIndex + 1) % max(1, self.frames.count)
            self.setNeedsDisplay()
            self.scheduleTick()
        }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            timer?.cancel()
            timer = nil
        } else {
            scheduleTick()
        }
    }

    open override var intrinsicContentSize: Size { Size(width: 1, height: 1) }

    open override func draw(in canvas: Canvas) {
        scheduleTick()
        guard frames.indices.contains(frameIndex) else { return }
        canvas.put(frames[frameIndex], at: .zero, style: style)
    }
}

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A small animation showing that work is going on: the `UIActivityIndicatorView` of TermHost
/// (its `startAnimating()`, `stopAnimating()`, `isAnimating`, `hidesWhenStopped`, `style` and `color`).
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

    /// The size of the indicator (`UIActivityIndicatorView.Style`): every style is one cell.
    public enum Style: Sendable, Hashable {
        /// The standard indicator.
        case medium
        /// A large indicator (one cell, like the others).
        case large
    }

    /// The size of the indicator: kept for ported code (it is always one cell).
    public var style: Style = .medium

    /// The style the frames are drawn in.
    public var drawingStyle: TermHostCore.Style = .plain {
        didSet { if drawingStyle != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the frames (the foreground of ``drawingStyle``; `nil`: the text colour).
    public var color: Color! {
        get { drawingStyle.foreground }
        set { drawingStyle.foreground = newValue }
    }

    /// Whether the spinner is animating.
    public private(set) var isAnimating = false
    /// Whether the spinner is hidden while not animating. Default `true`; setting it while stopped
    /// hides or shows the spinner at once, as in UIKit.
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The index of the frame shown.
    public private(set) var frameIndex = 0
    private var timer: ScheduledWork?

    /// Creates a spinner (stopped).
    public init() {
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
    }

    /// Creates a spinner of a style, stopped (`UIActivityIndicatorView(style:)`).
    public convenience init(style: Style) {
        self.init()
        self.style = style
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
        canvas.put(frames[frameIndex], at: .zero, style: drawingStyle)
    }
}

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A small animation showing that work is going on: the `UIActivityIndicatorView` of TermHost (its
/// `startAnimating()`, `stopAnimating()`, `isAnimating`, `hidesWhenStopped`, `style` and `color`), named by
/// the rule that drops the prefix and makes views widgets (it was `SpinnerWidget`, kept as a deprecated alias).
///
/// It draws with the look it shares with SwiftUI's circular `ProgressView` (`ActivityIndicatorLook`):
/// one cell, `|`, `/`, `-`, `\` in turn. While animating and in a window, it advances one frame per
/// ``interval`` with a timer on the application's scheduler (`ActivityAnimation`, as the view's node
/// does); the timer stops when the spinner stops or leaves the window.
@MainActor
open class ActivityIndicatorWidget: Widget {
    /// The frames shown in turn.
    public var frames: [Character] {
        get { animation.frames }
        set {
            animation.frames = newValue
            setNeedsDisplay()
        }
    }

    /// Time between frames. Default 100 ms.
    public var interval: Duration {
        get { animation.interval }
        set { animation.interval = newValue }
    }

    /// The size of the indicator (`UIActivityIndicatorView.Style`): every style is one cell.
    public enum Style: Sendable, Hashable {
        /// The standard indicator.
        case medium
        /// A large indicator (one cell, like the others).
        case large
        /// The iOS 12 white large style (deprecated in UIKit; one cell).
        @available(*, deprecated, renamed: "large")
        case whiteLarge
        /// The iOS 12 white style (deprecated in UIKit; one cell).
        @available(*, deprecated, renamed: "medium")
        case white
        /// The iOS 12 grey style (deprecated in UIKit; one cell).
        @available(*, deprecated, renamed: "medium")
        case gray
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
    public var frameIndex: Int { animation.frameIndex }

    /// The turning, shared with the view's node: it runs while animating in a window.
    private lazy var animation = ActivityAnimation(
        isRunning: { [unowned self] in isAnimating && window != nil },
        redraw: { [unowned self] in setNeedsDisplay() })

    /// Creates a spinner (stopped).
    public init() {
        super.init(frame: .zero)
        isHidden = hidesWhenStopped
    }

    /// Creates a spinner with a frame, stopped (`UIActivityIndicatorView(frame:)`).
    public override convenience init(frame: Rect) {
        self.init()
        self.frame = frame
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
        animation.stop()
        if hidesWhenStopped { isHidden = true }
    }

    /// Whether a timer is waiting to show the next frame.
    public var hasScheduledTick: Bool { animation.hasScheduledTick }

    private func scheduleTick() {
        animation.scheduleTick(on: window?.application?.scheduler)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            animation.stop()
        } else {
            scheduleTick()
        }
    }

    open override var intrinsicContentSize: Size { ActivityIndicatorLook.size }

    open override func draw(in canvas: Canvas) {
        scheduleTick()
        guard let frame = animation.currentFrame else { return }
        ActivityIndicatorLook.draw(frame, in: canvas, at: .zero, style: drawingStyle)
    }
}

/// The former name of ``ActivityIndicatorWidget``.
@available(*, deprecated, renamed: "ActivityIndicatorWidget")
public typealias SpinnerWidget = ActivityIndicatorWidget

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A horizontal bar showing how far a task has got: the `UIProgressView` of TermHost.
///
/// Drawn as `████░░░░  42%` (with `#` and `-` where the terminal cannot draw blocks), with the look it
/// shares with SwiftUI's linear `ProgressView` (`ProgressBarLook`): without the percentage
/// (``showsPercentage`` false) a bar and a `ProgressView(value:)` of the same width draw the same cells.
/// As in UIKit, ``progress`` is a `Float`; ``progressTintColor`` and ``trackTintColor`` colour the two parts.
@MainActor
open class ProgressBarWidget: Widget {
    /// The fraction done, from 0 to 1 (clamped).
    public var progress: Float {
        didSet {
            let clamped = progress.isNaN ? 0 : min(1, max(0, progress))
            if clamped != progress { progress = clamped }
            if progress != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the percentage is shown after the bar. Default `true`.
    public var showsPercentage = true {
        didSet { if showsPercentage != oldValue { setNeedsDisplay() } }
    }

    /// The style of the filled part.
    public var progressStyle: TermHostCore.Style = .plain {
        didSet { if progressStyle != oldValue { setNeedsDisplay() } }
    }

    /// The style of the empty part.
    public var trackStyle: TermHostCore.Style = .dim {
        didSet { if trackStyle != oldValue { setNeedsDisplay() } }
    }

    /// The look of a progress view (`UIProgressView.Style`): both draw the same one-row bar.
    public enum Style: Sendable, Hashable {
        /// The standard bar.
        case `default`
        /// A toolbar's bar.
        case bar
    }

    /// The look (both styles draw the same bar).
    public var progressViewStyle: Style = .default

    /// The colour of the filled part (the foreground of ``progressStyle``; `nil`: the text colour).
    public var progressTintColor: Color? {
        get { progressStyle.foreground }
        set { progressStyle.foreground = newValue }
    }

    /// The colour of the empty part (the foreground of ``trackStyle``).
    public var trackTintColor: Color? {
        get { trackStyle.foreground }
        set { trackStyle.foreground = newValue }
    }

    /// Creates a bar.
    public init(progress: Float = 0) {
        self.progress = progress.isNaN ? 0 : min(1, max(0, progress))
        super.init(frame: .zero)
    }

    /// Creates a bar of a style (`UIProgressView(progressViewStyle:)`).
    public convenience init(progressViewStyle style: Style) {
        self.init(progress: 0)
        progressViewStyle = style
    }

    /// Sets ``progress`` (`animated` has no effect).
    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// One row high; no intrinsic width.
    open override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: 1)
    }

    open override func draw(in canvas: Canvas) {
        ProgressBarLook(fraction: Double(progress), filledStyle: progressStyle, trackStyle: trackStyle,
                        showsPercentage: showsPercentage).draw(in: canvas, row: 0)
    }
}

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// The sizes of a host's content its container depends on: the ideal size (unspecified proposal),
/// the maximum (infinite proposal, which tells which axes stretch) and the height at the host's width.
struct ContentSizes: Equatable {
    var ideal: Size
    var maximum: Size
    /// The host's width when measured.
    var width: Int
    /// The content's height at that width (`nil` while the host has no width).
    var heightForWidth: Int?
}

/// What a host last told its container about its content's size, and the guard that stops a host and
/// its content from resizing each other forever.
///
/// A content whose size depends on the frame it gets (a `GeometryReader` that feeds its size back
/// into state) could make the host grow or flip between sizes on every layout pass. The host follows
/// at most ``maximumChangesPerFrame`` size changes in one frame; past that it keeps its frame, reports
/// one diagnostic (once per host) and draws the content in the frame it has.
struct SizeNegotiation {
    /// How many size changes a host follows within one frame.
    static let maximumChangesPerFrame = 4

    /// The sizes last reported to the container (`nil`: not reported yet).
    var reported: ContentSizes?
    /// The content's ``ViewGraph/sizeGeneration`` when its sizes were last measured (they were then
    /// reported, or found equal to ``reported``).
    var measuredGeneration: Int?
    private var frame = -1
    private var changesInFrame = 0
    /// Whether the host already reported that its size did not converge.
    private(set) var hasReportedOscillation = false

    /// Records a size change in `frame`; returns whether the host should follow it.
    mutating func shouldFollowChange(inFrame frame: Int) -> Bool {
        if frame != self.frame {
            self.frame = frame
            changesInFrame = 0
        }
        changesInFrame += 1
        return changesInFrame <= Self.maximumChangesPerFrame
    }

    /// Whether a diagnostic should be written now (true once).
    mutating func takeOscillationReport() -> Bool {
        defer { hasReportedOscillation = true }
        return !hasReportedOscillation
    }
}

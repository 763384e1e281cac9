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

/// What a host last told its container about its content's size.
///
/// A content whose size depends on the frame it gets (a `GeometryReader` that feeds its size back into
/// state) could make the host and its content resize each other on every pass. Each change is followed in
/// the same frame; the frame's own loop stops such content after ``FrameSettling/maximumRounds`` passes
/// with its one diagnostic, naming the host (the content is drawn in the frame it has).
struct SizeNegotiation {
    /// The sizes last reported to the container (`nil`: not reported yet).
    var reported: ContentSizes?
    /// The content's ``ViewGraph/sizeGeneration`` when its sizes were last measured (they were then
    /// reported, or found equal to ``reported``).
    var measuredGeneration: Int?
}

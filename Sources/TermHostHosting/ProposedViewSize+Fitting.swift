import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

extension ProposedViewSize {
    /// The declarative proposal for a widget-side size query (`sizeThatFits(_:)` of a ``HostWidget``,
    /// `sizeThatFits(in:)` of a ``HostingController``): a length of ``Widget/unboundedLength`` or more
    /// proposes nothing on its axis (the content's ideal length there, as a hosting view does for a
    /// length that large), a negative one proposes zero, any other is proposed exactly.
    init(fitting size: Size) {
        func length(_ value: Int) -> Int? { value >= Widget.unboundedLength ? nil : max(0, value) }
        self.init(width: length(size.width), height: length(size.height))
    }
}

import TermHostCore

/// A styled stretch of a text widget's text (what an attributed string's attributes become): the
/// characters `range` (character offsets) are drawn with `style` over the widget's own style.
@usableFromInline package struct TextRun: Equatable, Sendable {
    /// The characters, as offsets from the start of the text.
    @usableFromInline package var range: Range<Int>
    /// The style drawn over them.
    @usableFromInline package var style: Style

    /// A run of `style` over the characters `range`.
    @usableFromInline package init(range: Range<Int>, style: Style) {
        self.range = range
        self.style = style
    }
}

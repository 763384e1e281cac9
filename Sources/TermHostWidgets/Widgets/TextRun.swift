import TermHostCore

/// A styled stretch of a text widget's text (what an attributed string's attributes become): the
/// characters `range` (character offsets) are drawn with `style` over the widget's own style.
package struct TextRun: Equatable, Sendable {
    /// The characters, as offsets from the start of the text.
    package var range: Range<Int>
    /// The style drawn over them.
    package var style: Style

    /// A run of `style` over the characters `range`.
    package init(range: Range<Int>, style: Style) {
        self.range = range
        self.style = style
    }
}

import TermHostCore

/// Draws a view translucent (`.opacity(_:)`).
public struct OpacityModifier: ViewModifier, Equatable {
    let opacity: Double
    public typealias Body = Never
}

extension View {
    /// Sets the transparency of the view, 0 (invisible) to 1 (as drawn), as SwiftUI's `.opacity(_:)`.
    ///
    /// A cell cannot be partly transparent, so the view is drawn as usual and then composited over
    /// what is behind it, cell by cell, by the rule UIKit's `alpha` uses too (`Canvas.drawTranslucent`):
    /// each colour the view draws (text, backgrounds, shapes, `Color` fills) is mixed with the colour
    /// behind it, `opacity × colour + (1 − opacity) × behind`, the terminal's default background counting
    /// as the scheme's (black on a dark terminal, white on a light one); a blank fill over text lets the
    /// text show through in the mixed colour. Where colours cannot be mixed, the terminal's default text
    /// colour and every colour on a terminal with fewer than 256 colours, the cell is drawn with the
    /// `dim` attribute instead. Opacity 0 draws nothing, and, as in SwiftUI, the view keeps its place in
    /// layout while taking neither taps nor focus. Values above 1 draw as 1.
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, OpacityModifier> {
        modifier(OpacityModifier(opacity: opacity.isNaN ? 0 : min(1, max(0, opacity))))
    }
}

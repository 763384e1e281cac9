import TermHostCore

/// Shows the first of its views whose ideal size fits the space offered on `axes` (the last one
/// when none fits), as in SwiftUI:
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Volume"); Slider… }   // shown when the row fits its ideal width
///     Text("Vol")                          // else this
/// }
/// ```
///
/// Every view keeps its state; only the chosen one is drawn, takes clicks and takes focus.
public struct ViewThatFits<Content: View>: View {
    /// The axes on which a view must fit.
    public let axes: Axis.Set
    /// The candidates, in order of preference.
    public let content: Content

    /// Creates a view that picks the first of `content`'s views that fits on `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

/// Where a presented panel goes on the screen, in both halves (a presented `WidgetController` and a
/// `.sheet`, `.popover`, `.alert` or `.confirmationDialog`).
package enum PresentationPlacement: Equatable, Sendable {
    /// A sheet (`UIModalPresentationStyle.pageSheet`, SwiftUI's `.sheet`): as wide as the sheet area and
    /// `height` rows tall (its detent, border included; at most the area), at the bottom of the area, as
    /// an iPhone sheet rises from the bottom edge.
    case sheet(height: Int)
    /// A panel of `size` (border included) centred on the screen: an alert, a form sheet.
    case centred(Size)
    /// A panel of `size` (border included) across the bottom of the sheet area: an action sheet, a
    /// confirmation dialog (as an iPhone shows them). Its width is the area's.
    case bottom(height: Int)
    /// A popover of `size` next to `anchor` (screen coordinates): below it, or above it when `prefersAbove`
    /// (an arrow edge at the bottom) or when there is no room below; its left edge at the anchor's, kept on
    /// screen.
    case anchored(Rect, Size, prefersAbove: Bool)
    /// The whole screen, with no panel (a full-screen cover).
    case fullScreen
}

/// UIKit's fill colours (`UIColor.systemFill` …), for shapes and controls drawn over a background.
///
/// UIKit's fills are translucent greys; a terminal cell cannot blend, so each is ANSI bright black,
/// the colour of the layered backgrounds (``secondarySystemBackground``).
extension Color {
    /// A fill for thin and small shapes (a slider's track): ANSI bright black.
    public static let systemFill = Color.ansi(8)
    /// A fill for medium shapes (a switch's background): ANSI bright black.
    public static let secondarySystemFill = Color.ansi(8)
    /// A fill for large shapes (an input field, a search bar): ANSI bright black.
    public static let tertiarySystemFill = Color.ansi(8)
    /// A fill for large areas holding complex content: ANSI bright black.
    public static let quaternarySystemFill = Color.ansi(8)
}

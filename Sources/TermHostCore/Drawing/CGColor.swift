/// A colour as Core Graphics passes it (`CGColor`), for the layer properties that take one
/// (`layer.borderColor = Color.gray.cgColor`). Core Graphics does not exist on Linux; this one wraps a
/// ``Color`` (keeping the Core Graphics spelling, as UIKit code writes it).
public struct CGColor: Hashable, Sendable {
    /// The colour.
    package let color: Color

    /// Wraps a colour.
    package init(_ color: Color) {
        self.color = color
    }
}

extension Color {
    /// The colour as a `CGColor` (`UIColor.cgColor`), for layer properties.
    public var cgColor: CGColor { CGColor(self) }

    /// The colour of a `CGColor` (`UIColor(cgColor:)`).
    public init(cgColor: CGColor) {
        self = cgColor.color
    }
}

/// How text is emphasised: SwiftUI's `Font` and UIKit's `UIFont` in one type, shared by both halves.
///
/// A terminal has one size and face of type, so fonts map to attributes: titles and headlines are
/// bold (a large title also underlined), footnotes and captions dim, the rest plain; point sizes are
/// accepted and ignored. See `Font+UIKit.swift` for UIKit's constructors and weights.
public struct Font: Hashable, Sendable {
    /// The attributes the font adds to text.
    public var attributes: TextAttributes

    /// A font adding `attributes`.
    public init(attributes: TextAttributes) {
        self.attributes = attributes
    }

    /// Bold and underlined.
    public static let largeTitle = Font(attributes: [.bold, .underline])
    /// Bold.
    public static let title = Font(attributes: .bold)
    /// Bold.
    public static let title2 = Font(attributes: .bold)
    /// Bold.
    public static let title3 = Font(attributes: .bold)
    /// Bold.
    public static let headline = Font(attributes: .bold)
    /// Plain.
    public static let subheadline = Font(attributes: [])
    /// Plain.
    public static let body = Font(attributes: [])
    /// Plain.
    public static let callout = Font(attributes: [])
    /// Dim.
    public static let footnote = Font(attributes: .dim)
    /// Dim.
    public static let caption = Font(attributes: .dim)
    /// Dim.
    public static let caption2 = Font(attributes: .dim)

    /// The font, bold.
    public func bold() -> Font { Font(attributes: attributes.union(.bold)) }
    /// The font, italic.
    public func italic() -> Font { Font(attributes: attributes.union(.italic)) }
}

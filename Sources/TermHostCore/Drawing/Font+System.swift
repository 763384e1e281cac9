/// SwiftUI's system fonts (`Font.system(size:weight:design:)`, `Font.system(_:design:weight:)`), mapped to
/// attributes as UIKit's are: the weight and text style choose bold, dim or plain; a terminal draws one size and
/// one face, so the size (a `CGFloat`, a `Double` or a whole number) and the design are accepted and ignored.
/// A font size is not a length: ``LengthUnit`` does not convert it.
extension Font {
    /// A font design (`Font.Design`): a terminal has one monospaced face, so every design draws the same.
    public enum Design: Hashable, Sendable {
        /// The system's default face.
        case `default`
        /// A serif face (drawn in the terminal's face).
        case serif
        /// A rounded face (drawn in the terminal's face).
        case rounded
        /// A monospaced face (the terminal's face).
        case monospaced
    }

    /// The system font of a size and weight: bold for semibold and heavier, dim for light and lighter, plain
    /// otherwise; the size and design are ignored.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(attributes: (weight ?? .regular).attributes)
    }

    /// The font of a text style (`.system(.headline)`), made bolder or lighter by `weight` when given; the design is
    /// ignored.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(attributes: style.attributes.union(weight?.attributes ?? []))
    }
}

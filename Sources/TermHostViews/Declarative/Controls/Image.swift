import TermHostCore

/// A symbol: `Image(systemName: "star.fill")` draws `★`. A terminal draws no pictures, so SF Symbol
/// names map to one or two characters from a small table (see the README's "Porting from SwiftUI");
/// a name not in the table, or an asset image, draws nothing and says so once through
/// `Application.report(_:)`. Colour comes from `.foregroundStyle` / `.foregroundColor`, emphasis from `.font`.
public struct Image: View, Equatable {
    /// The characters drawn (empty when the name is unknown).
    let symbol: String
    /// The name asked for, for the report.
    let name: String
    let isSystemName: Bool

    /// The symbol for an SF Symbol name.
    public init(systemName: String) {
        name = systemName
        symbol = SymbolNames.symbol(for: systemName) ?? ""
        isSystemName = true
    }

    /// An image from an asset catalog: a terminal has none, so it draws nothing.
    public init(_ name: String) {
        self.name = name
        symbol = ""
        isSystemName = false
    }

    /// An image from an asset catalog that is only decoration: draws nothing.
    public init(decorative name: String) {
        self.init(name)
    }

    public typealias Body = Never

    /// Accepted: a symbol is always one cell's size.
    public func resizable() -> Image { self }
    /// Accepted: a symbol is always one cell's size.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// Accepted: a symbol is always one cell's size.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// How an image is drawn from its pixels (accepted, no effect in a terminal).
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Drawn in the foreground colour, or in the image's own colours.
        case template, original
    }

    /// How an image is scaled (accepted, no effect in a terminal).
    public enum Interpolation: Hashable, Sendable {
        /// SwiftUI's interpolation qualities.
        case none, low, medium, high
    }

    /// A symbol's size relative to text (accepted, no effect in a terminal).
    public enum Scale: Hashable, Sendable {
        /// Smaller than, like, or larger than the text around it.
        case small, medium, large
    }
}

extension View {
    /// Accepted: a symbol is one cell whatever its scale.
    public func imageScale(_ scale: Image.Scale) -> Self { self }
    /// Accepted: symbols are drawn in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
    /// Accepted: an image keeps its cells.
    public func scaledToFit() -> Self { self }
    /// Accepted: an image keeps its cells.
    public func scaledToFill() -> Self { self }
    /// Accepted: an image keeps its cells.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> Self { self }
}

/// How a symbol's layers are coloured (accepted, no effect in a terminal).
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    /// SwiftUI's `.monochrome`: drawn in one colour here.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// SwiftUI's `.hierarchical`: drawn in one colour here.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// SwiftUI's `.palette`: drawn in one colour here.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// SwiftUI's `.multicolor`: drawn in one colour here.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// How content fills a frame (accepted, no effect on images in a terminal).
public enum ContentMode: Hashable, Sendable {
    /// Fit inside the frame, or fill it.
    case fit, fill
}

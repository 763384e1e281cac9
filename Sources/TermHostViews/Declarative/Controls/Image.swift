import TermHostCore

/// `Image` (in the shared core: it is also UIKit's `UIImage`) is a primitive view: its node draws its
/// symbol in the text style (see ``Image``).
extension Image: View {
    public typealias Body = Never
}

extension View {
    /// Accepted: a symbol is one cell whatever its scale.
    public func imageScale(_ scale: Image.Scale) -> Self { self }
    /// Accepted: symbols are drawn in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
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

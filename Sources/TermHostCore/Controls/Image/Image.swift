/// A picture, shared by both halves: SwiftUI's `Image` view and UIKit's `UIImage` (which the rename rule
/// also calls `Image`), so `Image(systemName: "star.fill")` is both a view and what an ``ImageWidget``
/// shows.
///
/// A terminal draws no pictures. An SF Symbol name maps to one or two characters from a small table
/// (see the "Porting from SwiftUI" article): `Image(systemName: "star.fill")` draws `★`. An asset image
/// (`Image("logo")`, `Image(named: "logo")`) has no pixels to show: as a SwiftUI view it draws nothing, in an
/// image widget it draws a placeholder, `▨`. As a view, it says so once through `Application.report(_:)`.
public struct Image: Equatable, Sendable {
    /// The characters drawn (empty when the name is unknown or the image is an asset).
    package let symbol: String
    /// The name asked for, for the report.
    package let name: String
    /// Whether the image is an SF Symbol (`systemName:`) rather than an asset.
    package let isSystemName: Bool
    /// How a widget draws it (`withRenderingMode(_:)`).
    package private(set) var mode: RenderingMode = .automatic

    /// The symbol for an SF Symbol name (SwiftUI's `Image(systemName:)`, UIKit's `UIImage(systemName:)`).
    /// One departure: UIKit's initializer is failable; this one is SwiftUI's and always makes an image (an
    /// unknown name draws nothing), so ported `UIImage(systemName: "x")!` drops its `!`.
    public init(systemName: String) {
        name = systemName
        symbol = SymbolNames.symbol(for: systemName) ?? ""
        isSystemName = true
    }

    /// An image from an asset catalog (SwiftUI's `Image(_:)`): a terminal has none, so it draws nothing
    /// as a view and the placeholder in an image widget.
    public init(_ name: String) {
        self.name = name
        symbol = ""
        isSystemName = false
    }

    /// An image from an asset catalog that is only decoration: draws nothing.
    public init(decorative name: String) {
        self.init(name)
    }

    /// An image from the app's assets (`UIImage(named:)`). UIKit answers `nil` when there is no such
    /// image; a terminal has no assets at all, so this always answers an asset image that an image widget
    /// draws as the placeholder (ported `UIImage(named: "logo")!` keeps working). Failable as UIKit's, so
    /// `if let` and `guard let` port unchanged.
    public init?(named name: String) {
        self.init(name)
    }

    /// An empty image (`UIImage()`): draws nothing anywhere.
    public init() {
        name = ""
        symbol = ""
        isSystemName = true
    }

    /// The image drawn with a rendering mode (`UIImage.withRenderingMode(_:)`): an image widget draws a
    /// symbol in its tint unless the mode is ``RenderingMode/alwaysOriginal`` (then in the text colour).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var copy = self
        copy.mode = renderingMode
        return copy
    }

    /// How an image takes a tint colour (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Hashable, Sendable {
        /// The image decides: a symbol is a template, drawn in the tint.
        case automatic
        /// Drawn in its own colours (a symbol in the text colour here).
        case alwaysOriginal
        /// Drawn in the tint colour.
        case alwaysTemplate
    }

    /// The image's size in cells: a symbol's width by one row, one cell for an asset (the placeholder),
    /// none for an empty image or an unknown symbol name.
    public var size: Size {
        let width = TextWidth.of(isSystemName ? symbol : ImageLook.placeholder)
        return width == 0 ? .zero : Size(width: width, height: 1)
    }

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

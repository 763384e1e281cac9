/// How an image looks in cells, for both halves: a symbol's characters, and the placeholder an image
/// widget draws for an asset image (a terminal has no pixels to show).
package enum ImageLook {
    /// What an image widget draws for an asset image (`Image(named:)`): one cell.
    package static let placeholder = "▨"

    /// The characters an image widget draws for `image`: its symbol, or the placeholder for an asset.
    package static func widgetGlyphs(of image: Image) -> String {
        image.isSystemName ? image.symbol : placeholder
    }

    /// The report a view makes once when `image` draws nothing (`nil` when it draws its symbol, or is
    /// the empty `Image()`). An image widget draws the placeholder instead, which says enough.
    package static func report(for image: Image) -> String? {
        guard image.symbol.isEmpty, !image.name.isEmpty else { return nil }
        return image.isSystemName
            ? "TermHost: Image(systemName: \"\(image.name)\") is not in the symbol table; it draws nothing."
            : "TermHost: Image(\"\(image.name)\"): a terminal has no asset images; it draws nothing."
    }
}

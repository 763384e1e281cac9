import TermHostCore

extension ButtonWidget {
    /// Sets the image shown in `state` (`UIButton.setImage(_:for:)`; `nil` removes it, so the normal image shows).
    /// A symbol image (`Image(systemName:)`) is drawn as its character before the title, a space between them; an
    /// image with nothing to draw (an asset) takes no room.
    public func setImage(_ image: Image?, for state: State) {
        if Self.replace(&images, with: image, for: state) { contentDidChange() }
    }

    /// The image for `state`: the one set for it, else the normal state's.
    public func image(for state: State) -> Image? {
        images[state] ?? images[state.subtracting(.focused)] ?? images[.normal]
    }

    /// The image shown now, for the current ``ControlWidget/state``.
    public var currentImage: Image? { image(for: state) }

    /// Whether the button shows an image and no title: drawn as the image alone, with no brackets or border (a
    /// UIKit button with only an image shows the image).
    var showsImageOnly: Bool {
        guard configuration == nil, let symbol = currentImage?.symbol, !symbol.isEmpty else { return false }
        return (currentTitle ?? "").isEmpty
    }

    /// `title` with the current image's symbol before it.
    func withImage(_ title: String) -> String {
        guard let symbol = currentImage?.symbol, !symbol.isEmpty else { return title }
        return title.isEmpty ? symbol : symbol + " " + title
    }
}

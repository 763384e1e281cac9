import TermHostCore

extension Image {
    /// SwiftUI's image from a UIKit image (`Image(uiImage:)`): the same image, as both are ``Image`` here.
    public init(uiImage: Image) {
        self = uiImage
    }
}

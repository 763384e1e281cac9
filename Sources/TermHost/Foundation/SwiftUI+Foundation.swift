import Foundation
import TermHostCore
import TermHostViews

extension Color {
    /// The colour named `name` in an asset catalog of `bundle`: a terminal app has none, so the name
    /// decides as `Color(_:)` says (`"AccentColor"` is the accent colour, a colour's own name is that
    /// colour, anything else the terminal's text colour).
    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }
}

extension View {
    /// Constrains the view to the ratio of `aspectRatio`'s width to its height (see the `Double` form).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, AspectRatioModifier> {
        self.aspectRatio(aspectRatio.height > 0 ? Double(aspectRatio.width / aspectRatio.height) : nil, contentMode: contentMode)
    }
}

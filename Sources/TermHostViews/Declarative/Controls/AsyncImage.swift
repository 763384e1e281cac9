import FoundationEssentials
import TermHostCore

/// Where an ``AsyncImage`` is in loading its image.
public enum AsyncImagePhase: Sendable {
    /// Not loaded (a terminal's async image stays here).
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL (`AsyncImage(url:)`). A terminal cannot show a downloaded bitmap, so
/// nothing is loaded: the view shows its placeholder (`AsyncImage(url:content:placeholder:)`), its
/// content for the `.empty` phase (`AsyncImage(url:content:)` with a phase), or a dim `▒` area, as
/// SwiftUI's grey placeholder.
public struct AsyncImage<Content: View>: View {
    let content: Content

    /// An image from `url` with views for the loaded image and for the placeholder: the placeholder shows.
    public init<I: View, P: View>(url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == ConditionalContent<I, P> {
        self.content = ViewBuilder.buildEither(second: placeholder())
    }

    /// An image from `url` with a view for each phase: the `.empty` phase's view shows.
    public init(url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

extension AsyncImage where Content == ShapeView<Rectangle> {
    /// An image from `url`: a dim placeholder area where the image would be.
    public init(url: URL?, scale: Double = 1) {
        content = Rectangle().fill(.secondary)
    }
}

/// The animation context of a change (accepted: there are no animations).
public struct Transaction: Sendable {
    /// The animation (none runs).
    public var animation: Animation?
    /// An empty transaction.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

import TermHostCore

/// A type that gives Xcode previews of views (`struct ContentView_Previews: PreviewProvider`). A
/// terminal build has no preview canvas: the type compiles and is never run unless code asks for
/// ``previews`` (a test can show it with `ViewRoot(rootView: ContentView_Previews.previews)`).
@MainActor
public protocol PreviewProvider {
    /// The previews' view type.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized (accepted: there is no preview canvas).
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen.
    case device
    /// As small as the view fits.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: Double, height: Double)
}

/// A device to preview on (accepted).
public struct PreviewDevice: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name (`"iPhone 15"`).
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name.
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Accepted: sizes a preview; there is no preview canvas, so the view is unchanged.
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
    /// Accepted: names a preview; the view is unchanged.
    public func previewDisplayName(_ name: String?) -> Self { self }
    /// Accepted: picks a preview's device; the view is unchanged.
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
    /// Accepted: orients a preview; the view is unchanged.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}

/// A device orientation for previews (accepted).
public struct InterfaceOrientation: Hashable, Sendable {
    private let name: String
    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

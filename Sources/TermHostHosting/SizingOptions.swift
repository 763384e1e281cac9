import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// How a hosting controller or host widget tells the imperative side about its content's size
/// (`UIHostingControllerSizingOptions`).
public struct SizingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The host's `intrinsicContentSize` follows the content's ideal size; a change re-lays out the
    /// containers around the host in the same frame.
    public static let intrinsicContentSize = SizingOptions(rawValue: 1 << 0)
    /// The controller's `preferredContentSize` follows the content's ideal size.
    public static let preferredContentSize = SizingOptions(rawValue: 1 << 1)
}

import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A list cell for hosted content. Every ``ListCellWidget`` takes a ``HostingConfiguration`` as its
/// `contentConfiguration`, as in UIKit; this subclass only adds ``contentWidget``, the widget showing
/// the configuration (a `HostWidget` for a hosting configuration).
@MainActor
open class HostingListCell: ListCellWidget {
    /// The widget showing the content configuration, if one is set.
    public var contentWidget: Widget? { configurationWidget }
}

extension ListWidget {
    /// A ``HostingListCell`` from the reuse queue for `identifier`, or a new one. Use the identifier
    /// for hosting cells only (``dequeueReusableCell(withIdentifier:for:)`` works as well for any cell).
    public func dequeueHostingCell(withIdentifier identifier: String, for indexPath: IndexPath) -> HostingListCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) as? HostingListCell { return cell }
        return HostingListCell(reuseIdentifier: identifier)
    }
}

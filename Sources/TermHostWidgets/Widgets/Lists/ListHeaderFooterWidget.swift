import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A section header or footer of a ``ListWidget``: the `UITableViewHeaderFooterView` of TermHost.
///
/// The list shows one with the section's title when its data source gives a title; return your own
/// from the delegate's `viewForHeaderInSection` (register a subclass with
/// ``ListWidget/register(_:forHeaderFooterViewReuseIdentifier:)`` and dequeue it with
/// ``ListWidget/dequeueReusableHeaderFooterView(withIdentifier:)``). It is as tall as its content at
/// the list's width.
@MainActor
open class ListHeaderFooterWidget: Widget {
    /// The identifier of the reuse queue the view goes back to.
    public internal(set) var reuseIdentifier: String?
    private let box = ListContentView(arrangement: .stacked, hasSecondaryText: true)

    /// Makes a view for a reuse queue (override it in a subclass, as in UIKit).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        box.secondaryStyle = .dim
        addSubview(box)
    }

    /// Makes a view with no reuse identifier (what the list makes for a registered class).
    public required override convenience init(frame: Rect = .zero) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The widget holding the content; add custom subviews here.
    public var contentView: Widget { box }

    /// The title, made on first use.
    public var textLabel: LabelWidget? { box.textLabel }

    /// A second line of text below the title, made on first use.
    public var detailTextLabel: LabelWidget? { box.secondaryLabel }

    /// What the view shows instead of its labels.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { box.configuration }
        set { box.configuration = newValue }
    }

    /// A header text configuration to fill in and set as ``contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration { .header() }

    /// Called before the view is handed out again; empties the labels. Call `super` when overriding.
    open func prepareForReuse() {
        box.resetText()
    }

    /// The content is inset as a row's is (`ListRowLook/contentInsets`), so titles line up with the rows.
    open override func layoutSubviews() {
        box.frame = layoutMarginsFrame.inset(by: ListRowLook.contentInsets)
    }

    open override var intrinsicContentSize: Size {
        Size(width: box.fittingWidth + layoutMargins.horizontal + ListRowLook.contentInsets.horizontal,
             height: box.fittingHeight(width: box.fittingWidth) + layoutMargins.vertical)
    }

    /// The height the content needs at the target's width (titles wrap).
    open override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                               verticalFittingPriority: LayoutPriority) -> Size {
        let inner = max(0, targetSize.width - layoutMargins.horizontal - ListRowLook.contentInsets.horizontal)
        return Size(width: targetSize.width, height: box.fittingHeight(width: inner) + layoutMargins.vertical)
    }

    /// The content's size changed by itself: the list measures the header again.
    open override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        (superview as? ListWidget)?.headerFooterContentSizeDidChange(self)
    }
}

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The `contentView` of a cell or a header/footer view: it shows a ``ContentConfiguration``'s widget
/// when one is set, else the built-in text labels in their arrangement, plus whatever subviews code adds.
///
/// A size change of anything inside it is passed to its superview (the cell), which tells the list.
@MainActor
final class ListContentView: Widget {
    var arrangement: ListTextArrangement {
        didSet { if arrangement != oldValue { setNeedsLayout() } }
    }
    private let hasSecondaryText: Bool
    private var madeTextLabel: LabelWidget?
    private var madeSecondaryLabel: LabelWidget?
    /// The style a new text label gets.
    var textStyle: Style = .plain
    /// The style a new secondary label gets.
    var secondaryStyle: Style = .dim
    /// The alignment a new text label gets.
    var textAlignment: TextAlignment = .natural
    /// The widget showing ``configuration``.
    private(set) var configurationWidget: Widget?

    init(arrangement: ListTextArrangement, hasSecondaryText: Bool) {
        self.arrangement = arrangement
        self.hasSecondaryText = hasSecondaryText
        super.init(frame: .zero)
    }

    /// The text label, made on first use (as UIKit makes `textLabel`).
    var textLabel: LabelWidget {
        if let madeTextLabel { return madeTextLabel }
        let label = LabelWidget("", style: textStyle)
        label.textAlignment = textAlignment
        label.isHidden = configuration != nil
        madeTextLabel = label
        addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label, made on first use; `nil` for arrangements without one.
    var secondaryLabel: LabelWidget? {
        guard hasSecondaryText else { return nil }
        if let madeSecondaryLabel { return madeSecondaryLabel }
        let label = LabelWidget("", style: secondaryStyle)
        label.isHidden = configuration != nil
        madeSecondaryLabel = label
        addSubview(label)
        setNeedsLayout()
        return label
    }

    /// What the view shows instead of its labels; setting it again updates the widget already shown
    /// when the configuration can (a reused cell keeps its hosted view graph).
    @exclusivity(unchecked)
    var configuration: (any ContentConfiguration)? {
        didSet { applyConfiguration() }
    }

    private func applyConfiguration() {
        guard let configuration else {
            configurationWidget?.removeFromSuperview()
            configurationWidget = nil
            setLabelsHidden(false)
            invalidateIntrinsicContentSize()
            return
        }
        setLabelsHidden(true)
        if let configurationWidget, configuration.update(configurationWidget) { return }
        configurationWidget?.removeFromSuperview()
        let widget = configuration.makeContentView()
        configurationWidget = widget
        widget.frame = bounds
        addSubview(widget)
        invalidateIntrinsicContentSize()
    }

    private func setLabelsHidden(_ hidden: Bool) {
        madeTextLabel?.isHidden = hidden
        if hidden { madeSecondaryLabel?.isHidden = true } else { setNeedsLayout() }
    }

    /// Whether code added subviews of its own (a custom cell's content), which size the view by their
    /// constraints.
    private var hasCustomSubviews: Bool {
        // A plain loop: a closure passed to `contains` would check the main actor on every call.
        for view in subviews where view !== madeTextLabel && view !== madeSecondaryLabel && view !== configurationWidget {
            return true
        }
        return false
    }

    /// The height the content needs at `width`.
    func fittingHeight(width: Int) -> Int {
        var height = 0
        if let configurationWidget {
            height = configurationWidget.heightFitting(width: width)
        } else if madeTextLabel != nil || madeSecondaryLabel != nil {
            height = ListTextLayout.height(text: madeTextLabel, secondary: madeSecondaryLabel, width: width,
                                           arrangement: arrangement)
        }
        if hasCustomSubviews {
            height = max(height, customContentHeight(width: width))
        }
        return height
    }

    /// The height the subviews code added need (what the widget's own fitting gives, as in UIKit).
    private func customContentHeight(width: Int) -> Int {
        super.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                      verticalFittingPriority: .fittingSizeLevel).height
    }

    /// The widest line of the content (for an intrinsic width).
    var fittingWidth: Int {
        if let configurationWidget { return max(0, configurationWidget.intrinsicContentSize.width) }
        let text = madeTextLabel?.intrinsicContentSize.width ?? 0
        let secondary = madeSecondaryLabel.map { $0.textStorage.isEmpty ? 0 : $0.intrinsicContentSize.width } ?? 0
        if arrangement == .stacked { return max(text, secondary) }
        return secondary > 0 ? text + 1 + secondary : text
    }

    /// The labels' or the configuration's size; none when code added subviews (their constraints size
    /// the view, and the widget's own fitting must not come back here).
    override var intrinsicContentSize: Size {
        if hasCustomSubviews { return Size(width: Widget.noIntrinsicMetric, height: Widget.noIntrinsicMetric) }
        let width = fittingWidth
        return Size(width: width, height: fittingHeight(width: width))
    }

    override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                          verticalFittingPriority: LayoutPriority) -> Size {
        Size(width: targetSize.width, height: fittingHeight(width: targetSize.width))
    }

    override func layoutSubviews() {
        if let configurationWidget {
            configurationWidget.frame = bounds
        } else if madeTextLabel != nil || madeSecondaryLabel != nil {
            ListTextLayout.place(text: madeTextLabel, secondary: madeSecondaryLabel, in: bounds, arrangement: arrangement)
        }
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// Empties the built-in labels (a cell's `prepareForReuse`).
    func resetText() {
        madeTextLabel?.text = ""
        madeSecondaryLabel?.text = ""
    }
}

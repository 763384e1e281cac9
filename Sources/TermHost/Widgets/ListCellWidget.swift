/// One row of a ``ListWidget``: the `UITableViewCell` of TermHost.
///
/// A cell has a ``textLabel`` by default; subclass it for other content and override
/// ``Widget/systemLayoutSizeFitting(_:)`` when its height depends on its width. Cells are reused:
/// ``prepareForReuse()`` runs before a cell is handed out again. A selected cell is drawn reversed.
@MainActor
open class ListCellWidget: Widget {
    /// The identifier of the reuse queue the cell goes back to.
    public let reuseIdentifier: String?
    /// The cell's text.
    public let textLabel = LabelWidget()

    /// Whether the cell shows the list's selection (drawn reversed).
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Whether the list is focused while this cell is selected (drawn bold as well).
    var isEmphasized = false {
        didSet { if isEmphasized != oldValue { setNeedsDisplay() } }
    }

    /// Creates a cell for a reuse queue.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(textLabel)
    }

    /// Called before the cell is handed out again; resets the text by default.
    open func prepareForReuse() {
        textLabel.text = ""
    }

    open override func layoutSubviews() {
        textLabel.frame = layoutMarginsFrame
    }

    open override var intrinsicContentSize: Size {
        let label = textLabel.intrinsicContentSize
        return Size(width: label.width + layoutMargins.horizontal, height: max(1, label.height + layoutMargins.vertical))
    }

    /// The height the text needs at the given width (wrapping when the label allows several lines).
    open override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        let inner = Size(width: max(0, targetSize.width - layoutMargins.horizontal), height: 0)
        let label = textLabel.systemLayoutSizeFitting(inner, withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        return Size(width: targetSize.width, height: max(1, label.height + layoutMargins.vertical))
    }

    open override func draw(in canvas: Canvas) {
        if isSelected {
            canvas.fill(canvas.bounds, with: " ", style: isEmphasized ? Style(attributes: [.reverse, .bold]) : .reverse)
        }
    }
}

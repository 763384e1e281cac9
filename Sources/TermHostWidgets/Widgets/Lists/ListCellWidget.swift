import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// One row of a ``ListWidget``: the `UITableViewCell` of TermHost.
///
/// Lay out as UIKit does: the editing control (`⊖` / `⊕`, in editing mode), the ``contentView``, the
/// accessory at the trailing edge, the reorder control (`≡`, in editing mode). The content view shows
/// the ``textLabel`` and ``detailTextLabel`` in the ``CellStyle`` the cell was made with, or the
/// ``contentConfiguration``'s widget when one is set (``ListContentConfiguration``, or Hosting's
/// `HostingConfiguration` for a declarative view), or subviews code adds to it.
///
/// A cell is as tall as its content at the list's width (``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``;
/// override it for other rules). Cells are reused: ``prepareForReuse()`` runs before a cell is handed
/// out again. A selected cell is drawn reversed (unless ``selectionStyle`` is `.none`); the row under
/// the list's keyboard cursor, while the list has focus, reversed and bold.
@MainActor
open class ListCellWidget: Widget {
    /// The identifier of the reuse queue the cell goes back to.
    public internal(set) var reuseIdentifier: String?
    private let box: ListContentView

    /// Makes a cell with the labels of `style`; the list makes registered cells with `.default`
    /// (override this initializer in a subclass to choose another style, as in UIKit).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        switch style {
        case .default: box = ListContentView(arrangement: .stacked, hasSecondaryText: false)
        case .subtitle: box = ListContentView(arrangement: .stacked, hasSecondaryText: true)
        case .value1: box = ListContentView(arrangement: .sideBySide, hasSecondaryText: true)
        case .value2:
            box = ListContentView(arrangement: .columns, hasSecondaryText: true)
            box.textStyle = .bold
            box.textAlignment = .trailing
            box.secondaryStyle = .plain
        }
        super.init(frame: .zero)
        addSubview(box)
    }

    /// Makes a `.default` cell (what ``ListWidget/dequeueReusableCell(withIdentifier:for:)`` makes
    /// for a registered class).
    public required convenience init(reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: Content

    /// The widget holding the cell's content; add custom subviews here.
    public var contentView: Widget { box }

    /// The cell's text, made on first use.
    public var textLabel: LabelWidget? { box.textLabel }

    /// The secondary text of the `.subtitle`, `.value1` and `.value2` styles; `nil` for `.default`.
    public var detailTextLabel: LabelWidget? { box.secondaryLabel }

    /// What the content view shows instead of the labels; setting it again on a reused cell updates
    /// the widget already shown (a hosted view graph gets the new root view and keeps its state).
    public var contentConfiguration: (any ContentConfiguration)? {
        get { box.configuration }
        set { box.configuration = newValue }
    }

    /// A text configuration in the cell's style, to fill in and set as ``contentConfiguration``.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The widget showing the ``contentConfiguration``, if one is set.
    var configurationWidget: Widget? { box.configurationWidget }

    /// Empties the labels. Called before the cell is handed out again; call `super` when overriding.
    open func prepareForReuse() {
        box.resetText()
        accessoryType = .none
    }

    // MARK: Accessories and editing

    /// The mark at the trailing edge (hidden in editing mode; see ``editingAccessoryType``).
    public var accessoryType: AccessoryType {
        get { accessoryTypeStorage }
        set {
            let oldValue = accessoryTypeStorage
            accessoryTypeStorage = newValue
            if accessoryType != oldValue { chromeDidChange() }
        }
    }
    /// The storage of ``accessoryType``.
    var accessoryTypeStorage: AccessoryType = .none
    /// A widget at the trailing edge instead of ``accessoryType``, as wide as its intrinsic width.
    public var accessoryView: Widget? {
        get { accessoryViewStorage }
        set {
            let oldValue = accessoryViewStorage
            accessoryViewStorage = newValue
            replaceAccessory(oldValue, with: accessoryView)
        }
    }
    /// The storage of ``accessoryView``.
    var accessoryViewStorage: Widget?
    /// The mark at the trailing edge in editing mode.
    public var editingAccessoryType: AccessoryType {
        get { editingAccessoryTypeStorage }
        set {
            let oldValue = editingAccessoryTypeStorage
            editingAccessoryTypeStorage = newValue
            if editingAccessoryType != oldValue { chromeDidChange() }
        }
    }
    /// The storage of ``editingAccessoryType``.
    var editingAccessoryTypeStorage: AccessoryType = .none
    /// How the selection is drawn.
    public var selectionStyle: SelectionStyle {
        get { selectionStyleStorage }
        set {
            let oldValue = selectionStyleStorage
            selectionStyleStorage = newValue
            if selectionStyle != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``selectionStyle``.
    var selectionStyleStorage: SelectionStyle = .default
    /// Whether the reorder control shows in editing mode (the list sets it from the data source's `canMoveRowAt`).
    public var showsReorderControl: Bool {
        get { showsReorderControlStorage }
        set {
            let oldValue = showsReorderControlStorage
            showsReorderControlStorage = newValue
            if showsReorderControl != oldValue { chromeDidChange() }
        }
    }
    /// The storage of ``showsReorderControl``.
    var showsReorderControlStorage: Bool = false
    /// Where the separator's underline starts and ends (`leading` and `trailing` are used).
    public var separatorInset: EdgeInsets {
        get { separatorInsetStorage }
        set {
            let oldValue = separatorInsetStorage
            separatorInsetStorage = newValue
            if separatorInset != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``separatorInset``.
    var separatorInsetStorage: EdgeInsets = .zero

    /// Whether the cell is in editing mode (the list sets it).
    public private(set) var isEditing: Bool {
        get { editingStorage }
        set { editingStorage = newValue }
    }
    /// The storage of ``isEditing``.
    var editingStorage = false

    /// Enters or leaves editing mode (the list calls it from its own `setEditing`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        chromeDidChange()
    }

    /// The editing control shown in editing mode (the list sets it from its delegate).
    var editingStyle: EditingStyle = .none {
        didSet { if editingStyle != oldValue, isEditing { chromeDidChange() } }
    }

    // MARK: Selection

    private var selectedState = false
    private var highlightedState = false

    /// Whether the cell is selected (drawn reversed unless ``selectionStyle`` is `.none`).
    public var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the cell; override to change the cell with its selection (call `super`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        highlightDidChange()
    }

    /// Whether the cell is pressed (between a mouse press and its release); drawn as selected.
    public var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Highlights the cell or not; override to change it with its highlight (call `super`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedState else { return }
        highlightedState = highlighted
        highlightDidChange()
    }

    /// Whether the row is under the list's keyboard cursor while the list has focus.
    var isUnderCursor = false {
        didSet { if isUnderCursor != oldValue { highlightDidChange() } }
    }

    /// Whether the list draws separators (the last line is underlined).
    var drawsSeparator = false {
        didSet { if drawsSeparator != oldValue { setNeedsDisplay() } }
    }

    /// The style the row is filled with: bold reversed under the cursor, reversed when selected.
    var rowHighlight: Style? {
        if isUnderCursor { return Style(attributes: [.reverse, .bold]) }
        if (selectedState || highlightedState) && selectionStyle != .none { return .reverse }
        return nil
    }

    private func highlightDidChange() {
        box.highlightStyle = rowHighlight
        setNeedsDisplay()
    }

    // MARK: Layout

    /// The cell's parts, left to right, in `bounds`.
    var parts: ListCellParts {
        ListCellParts(in: layoutMarginsFrame, editingControl: isEditing && editingStyle != .none,
                      accessory: isEditing ? editingAccessoryType : accessoryType,
                      accessoryView: isEditing ? nil : accessoryView,
                      reorderControl: isEditing && showsReorderControl)
    }

    private func chromeDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    private func replaceAccessory(_ old: Widget?, with new: Widget?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        chromeDidChange()
    }

    open override func layoutSubviews() {
        let parts = parts
        box.frame = parts.content
        accessoryView?.frame = parts.accessoryViewFrame
        accessoryView?.isHidden = isEditing
    }

    open override var intrinsicContentSize: Size {
        let chrome = parts.chromeWidth
        let width = box.fittingWidth + chrome + layoutMargins.horizontal
        return Size(width: width, height: max(1, box.fittingHeight(width: box.fittingWidth) + layoutMargins.vertical))
    }

    /// The height the content needs at the target's width (its labels wrap when they allow several
    /// lines); the list asks with the width required and the height at the fitting level, as UITableView
    /// asks self-sizing cells. Override this form to size a cell another way.
    open override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                               verticalFittingPriority: LayoutPriority) -> Size {
        let inner = max(0, targetSize.width - layoutMargins.horizontal - parts.chromeWidth)
        return Size(width: targetSize.width, height: max(1, box.fittingHeight(width: inner) + layoutMargins.vertical))
    }

    /// The content's size changed by itself: the list measures the row again (see ``ListWidget/selfSizingInvalidation``).
    open override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        (superview as? ListWidget)?.cellContentSizeDidChange(self)
    }

    // MARK: Drawing

    open override func draw(in canvas: Canvas) {
        if let rowHighlight { canvas.fill(canvas.bounds, with: " ", style: rowHighlight) }
        if drawsSeparator, bounds.height > 0 {
            let from = separatorInset.leading, to = bounds.width - separatorInset.trailing
            if to > from {
                canvas.applyStyle(.underline, to: Rect(x: from, y: bounds.height - 1, width: to - from, height: 1))
            }
        }
        parts.draw(in: canvas, glyphs: ListGlyphs(unicode: canvas.lineDrawing), height: bounds.height,
                   deleting: editingStyle == .delete)
    }
}

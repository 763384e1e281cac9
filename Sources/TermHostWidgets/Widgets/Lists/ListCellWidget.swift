import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// One row of a ``ListWidget``: the `UITableViewCell` of TermHost.
///
/// Lay out as UIKit does, and drawn as a `List` row is (one row look for both halves: `ListRowLook`,
/// `ListRowLayout`): one column in from each side, the editing control (`⊖` red, `⊕` green, or `○` /
/// `●` for a multiple selection, in editing mode), the ``contentView``, the accessory at the trailing
/// edge, the reorder control (`≡`, dim, in editing mode). The content view shows
/// the ``textLabel`` and ``detailTextLabel`` in the ``CellStyle`` the cell was made with, or the
/// ``contentConfiguration``'s widget when one is set (``ListContentConfiguration``, or Hosting's
/// `HostingConfiguration` for a declarative view), or subviews code adds to it.
///
/// A cell is as tall as its content at the list's width (``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``;
/// override it for other rules). Cells are reused: ``prepareForReuse()`` runs before a cell is handed
/// out again. A selected cell is drawn reversed (unless ``selectionStyle`` is `.none`); the row under
/// the list's keyboard cursor, while the list has focus, reversed and bold. The highlight is drawn over
/// the content, so content that paints its own cells (a background colour, a hosted view) cannot hide it.
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
        drawsOverSubviews = true
        addSubview(box)
    }

    /// Makes a `.default` cell (what ``ListWidget/dequeueReusableCell(withIdentifier:for:)`` makes
    /// for a registered class).
    public required convenience init(reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Makes a `.default` cell with no reuse identifier, as `UITableViewCell()` does.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
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
    /// Where the separator's underline starts and ends (`leading` and `trailing` are used). Default: from
    /// the content's leading edge to the row's end (`ListRowLook/contentInsets`' leading), as UIKit's
    /// default inset and a `List` row's separator.
    public var separatorInset: EdgeInsets {
        get { separatorInsetStorage }
        set {
            let oldValue = separatorInsetStorage
            separatorInsetStorage = newValue
            if separatorInset != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``separatorInset``.
    var separatorInsetStorage = EdgeInsets(top: 0, leading: ListRowLook.contentInsets.leading, bottom: 0, trailing: 0)

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

    /// In editing mode with `allowsMultipleSelectionDuringEditing`, whether the row is selected (its
    /// control is then the selection mark instead of the editing style's); `nil` otherwise.
    var editingSelection: Bool? {
        didSet { if editingSelection != oldValue, isEditing { chromeDidChange() } }
    }

    /// The editing control drawn, if the row shows one.
    private var editingControl: ListRowEditingControl? {
        guard isEditing else { return nil }
        if let editingSelection { return .selection(isSelected: editingSelection) }
        switch editingStyle {
        case .none: return nil
        case .delete: return .delete
        case .insert: return .insert
        }
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

    /// The row's state for the highlight: focused under the list's cursor, selected, pressed.
    var rowState: ControlState {
        ControlState(isFocused: isUnderCursor, isHighlighted: highlightedState, isSelected: selectedState)
    }

    private func highlightDidChange() {
        setNeedsDisplay()
    }

    // MARK: Layout

    /// The cell's parts, left to right, in its bounds less its layout margins.
    var parts: ListRowLayout {
        let view = isEditing ? nil : accessoryView
        return ListRowLayout(in: layoutMarginsFrame, editingControl: editingControl != nil,
                             accessory: view != nil ? .none : (isEditing ? editingAccessoryType : accessoryType).rowAccessory,
                             accessoryWidth: view.map { max(0, $0.intrinsicContentSize.width) },
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
        accessoryView?.frame = parts.accessoryFrame ?? Rect(x: parts.content.maxX, y: parts.content.minY, width: 0,
                                                            height: parts.content.height)
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
        var height = max(1, box.fittingHeight(width: inner) + layoutMargins.vertical)
        // Views added to the cell itself rather than its content view (a hosting controller's view, say)
        // count too, at the cell's width, so such a row is as tall as what it shows (UIKit gives it at
        // least the default row height).
        for view in subviews where view !== box && view !== accessoryView && !view.isHidden {
            height = max(height, view.heightFitting(width: targetSize.width))
        }
        return Size(width: targetSize.width, height: height)
    }

    /// The content's size changed by itself: the list measures the row again (see ``ListWidget/selfSizingInvalidation``).
    open override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        (superview as? ListWidget)?.cellContentSizeDidChange(self)
    }

    // MARK: Drawing

    /// Draws the editing control, the accessory and the reorder control (`ListRowLook`).
    open override func draw(in canvas: Canvas) {
        ListRowLook.drawControls(parts, editingControl: editingControl, in: canvas, base: .plain)
    }

    /// Over the content: the highlight and the separator.
    override func drawOverSubviews(in canvas: Canvas) {
        ListRowLook.drawHighlight(rowState, showsSelection: selectionStyle != .none, in: canvas)
        if drawsSeparator {
            ListRowLook.drawSeparator(in: canvas, leading: separatorInset.leading, trailing: separatorInset.trailing)
        }
    }
}

extension ListCellWidget.AccessoryType {
    /// The accessory the shared row look draws for this type.
    var rowAccessory: ListRowAccessory {
        switch self {
        case .none: return .none
        case .disclosureIndicator: return .disclosureIndicator
        case .detailDisclosureButton: return .detailDisclosureButton
        case .checkmark: return .checkmark
        case .detailButton: return .detailButton
        }
    }
}

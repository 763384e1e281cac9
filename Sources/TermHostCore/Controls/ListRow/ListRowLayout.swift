/// Where a list row's parts go, left to right, the one layout of both halves: the row's insets (one
/// column at each side, ``ListRowLook/contentInsets``), the editing control and a space, the content, a
/// space and the accessory, a space and the reorder control.
package struct ListRowLayout: Equatable, Sendable {
    /// What a point of a row is over.
    package enum Part: Equatable, Sendable {
        /// The editing control (and the space after it).
        case editingControl
        /// The content, or anywhere else that is not a control.
        case content
        /// The accessory's detail button.
        case accessoryButton
        /// The reorder control (and the space before it).
        case reorderControl
    }

    /// Where the editing control is drawn, if the row shows one.
    package let editingControl: Rect?
    /// The content's place.
    package let content: Rect
    /// The accessory drawn.
    package let accessory: ListRowAccessory
    /// Where the accessory (or an accessory view of `accessoryWidth`) goes, if any.
    package let accessoryFrame: Rect?
    /// Where the reorder control is drawn, if the row shows one.
    package let reorderControl: Rect?
    /// The columns the insets, the controls and the accessory take from the row's width (whatever its
    /// width: a row too narrow for them has no room left for its content).
    package let chromeWidth: Int

    /// Lays a row out in `bounds` (already less any margins of the row's own): `editingControl`,
    /// `accessory` (or an accessory view `accessoryWidth` columns wide, drawn by its owner), `reorderControl`.
    package init(in bounds: Rect, insets: EdgeInsets = ListRowLook.contentInsets, editingControl hasEditingControl: Bool,
                 accessory: ListRowAccessory, accessoryWidth: Int? = nil, reorderControl hasReorderControl: Bool) {
        let inner = bounds.inset(by: insets)
        self.accessory = accessory
        var minX = inner.minX, maxX = inner.maxX
        editingControl = hasEditingControl ? Rect(x: minX, y: inner.minY, width: 1, height: inner.height) : nil
        if hasEditingControl { minX += ListRowLook.controlWidth }
        reorderControl = hasReorderControl ? Rect(x: maxX - 1, y: inner.minY, width: 1, height: inner.height) : nil
        if hasReorderControl { maxX -= ListRowLook.controlWidth }
        let width = accessoryWidth ?? accessory.width
        if width > 0 {
            maxX -= width
            accessoryFrame = Rect(x: max(minX, maxX), y: inner.minY, width: width, height: inner.height)
            maxX -= 1
        } else {
            accessoryFrame = nil
        }
        content = Rect(x: minX, y: inner.minY, width: max(0, maxX - minX), height: inner.height)
        chromeWidth = Self.chromeWidth(insets: insets, editingControl: hasEditingControl, accessoryWidth: width,
                                       reorderControl: hasReorderControl)
    }

    /// The columns a row's insets, controls and accessory (`accessoryWidth` wide) take from its width.
    package static func chromeWidth(insets: EdgeInsets = ListRowLook.contentInsets, editingControl: Bool,
                                    accessoryWidth: Int, reorderControl: Bool) -> Int {
        insets.horizontal + (editingControl ? ListRowLook.controlWidth : 0) + (reorderControl ? ListRowLook.controlWidth : 0)
            + (accessoryWidth > 0 ? accessoryWidth + 1 : 0)
    }

    /// The part at a point of the row.
    package func part(at point: Point) -> Part {
        if let editingControl, point.x <= editingControl.maxX { return .editingControl }
        if let reorderControl, point.x >= reorderControl.minX - 1 { return .reorderControl }
        if let accessoryFrame, point.x >= accessoryFrame.minX, accessory.hasDetailButton,
           accessory == .detailButton || point.x == accessoryFrame.minX {
            return .accessoryButton
        }
        return .content
    }
}

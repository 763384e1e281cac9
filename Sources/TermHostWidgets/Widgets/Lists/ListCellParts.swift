import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The characters a cell draws for its controls and accessories, Unicode or ASCII.
struct ListGlyphs {
    let unicode: Bool

    var delete: String { unicode ? "⊖" : "-" }
    var insert: String { unicode ? "⊕" : "+" }
    var reorder: String { unicode ? "≡" : "=" }

    func accessory(_ type: ListCellWidget.AccessoryType) -> String {
        switch type {
        case .none: return ""
        case .checkmark: return unicode ? "✓" : "*"
        case .disclosureIndicator: return unicode ? "›" : ">"
        case .detailButton: return unicode ? "ⓘ" : "i"
        case .detailDisclosureButton: return unicode ? "ⓘ ›" : "i >"
        }
    }
}

/// Where a cell's parts go, left to right: editing control, content, accessory, reorder control.
struct ListCellParts {
    /// What a point of a cell is over.
    enum Part {
        case editingControl, content, accessoryButton, reorderControl
    }

    let editingControl: Rect?
    let content: Rect
    let accessory: ListCellWidget.AccessoryType
    let accessoryFrame: Rect?
    let accessoryViewFrame: Rect
    let reorderControl: Rect?

    /// The columns the controls and the accessory take from the content.
    let chromeWidth: Int

    @MainActor
    init(in inner: Rect, editingControl hasEditingControl: Bool, accessory: ListCellWidget.AccessoryType,
         accessoryView: Widget?, reorderControl hasReorderControl: Bool) {
        self.accessory = accessory
        var minX = inner.minX, maxX = inner.maxX
        editingControl = hasEditingControl ? Rect(x: minX, y: inner.minY, width: 1, height: inner.height) : nil
        if hasEditingControl { minX += 2 }
        reorderControl = hasReorderControl ? Rect(x: maxX - 1, y: inner.minY, width: 1, height: inner.height) : nil
        if hasReorderControl { maxX -= 2 }
        let accessoryWidth: Int
        if let accessoryView {
            accessoryWidth = max(0, accessoryView.intrinsicContentSize.width)
        } else {
            accessoryWidth = TextWidth.of(ListGlyphs(unicode: true).accessory(accessory))
        }
        if accessoryWidth > 0 {
            maxX -= accessoryWidth
            let frame = Rect(x: max(minX, maxX), y: inner.minY, width: accessoryWidth, height: inner.height)
            accessoryFrame = accessoryView == nil ? frame : nil
            accessoryViewFrame = frame
            maxX -= 1
        } else {
            accessoryFrame = nil
            accessoryViewFrame = Rect(x: maxX, y: inner.minY, width: 0, height: inner.height)
        }
        content = Rect(x: minX, y: inner.minY, width: max(0, maxX - minX), height: inner.height)
        chromeWidth = inner.width - content.width
    }

    /// The part at a point of the cell.
    func part(at point: Point) -> Part {
        if let editingControl, point.x <= editingControl.maxX { return .editingControl }
        if let reorderControl, point.x >= reorderControl.minX - 1 { return .reorderControl }
        if let accessoryFrame, point.x >= accessoryFrame.minX,
           accessory == .detailButton || (accessory == .detailDisclosureButton && point.x == accessoryFrame.minX) {
            return .accessoryButton
        }
        return .content
    }

    /// Draws the controls and the accessory mark, on the middle line of a row `height` high.
    func draw(in canvas: Canvas, glyphs: ListGlyphs, height: Int, deleting: Bool) {
        let y = AxisPlacement.center.offset(of: 1, in: height)
        if let editingControl {
            canvas.drawText(deleting ? glyphs.delete : glyphs.insert, at: Point(x: editingControl.minX, y: y))
        }
        if let accessoryFrame {
            canvas.drawText(glyphs.accessory(accessory), at: Point(x: accessoryFrame.minX, y: y))
        }
        if let reorderControl {
            canvas.drawText(glyphs.reorder, at: Point(x: reorderControl.minX, y: y))
        }
    }
}

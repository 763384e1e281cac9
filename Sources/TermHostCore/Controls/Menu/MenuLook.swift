/// How a menu draws, for every menu: a bordered button `[ Sort ▾ ]` (`▴` while open; the label inset two
/// columns at the leading edge and four at the trailing one), and while open its entries below, one per
/// row, two columns in: a checked option starts with `✓`, a divider is a dim line, a title is dim, a
/// destructive entry red, a cancel entry bold, a disabled one dim; the highlighted entry is reversed
/// while the menu has focus. Closed, the button shows the control states (reversed focused, dim disabled).
package enum MenuLook {
    /// The columns around the button's label.
    package static let buttonInsets = EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 4)
    /// The columns before an entry's text.
    package static let entryIndent = 2

    /// The text shown for an entry (a checked option starts with `✓`, an unchecked one with two spaces).
    package static func label(_ entry: MenuEntry) -> String {
        guard let isChecked = entry.isChecked else { return entry.title }
        return (isChecked ? "✓ " : "  ") + entry.title
    }

    /// The style of an entry's text: red when destructive, in its tint, bold when it cancels, dim when
    /// disabled or a title.
    package static func style(_ entry: MenuEntry) -> Style {
        var style = Style(foreground: entry.role == .destructive ? .red : entry.tint)
        if entry.role == .cancel { style.attributes.insert(.bold) }
        if !entry.isEnabled || entry.kind == .title { style.attributes.insert(.dim) }
        return style
    }

    /// The width an open menu needs for its entries.
    package static func entriesWidth(_ entries: [MenuEntry]) -> Int {
        entries.map { TextWidth.of(label($0)) + entryIndent }.max() ?? 0
    }

    /// Draws the button's brackets and chevron on a canvas covering the control (its first row), the
    /// button `width` columns wide.
    package static func drawButton(width: Int, isOpen: Bool, in canvas: Canvas, base: Style) {
        canvas.put("[", at: .zero, style: base)
        canvas.drawText(isOpen ? "▴ ]" : "▾ ]", at: Point(x: width - 3, y: 0), style: base)
    }

    /// Draws the entries from row `top` down.
    package static func drawEntries(_ entries: [MenuEntry], from top: Int, in canvas: Canvas, base: Style) {
        for (index, entry) in entries.enumerated() {
            let point = Point(x: 0, y: top + index)
            if entry.kind == .divider {
                canvas.drawText(String(repeating: "─", count: canvas.size.width), at: point, style: base.adding(.dim))
            } else {
                canvas.drawText(String(repeating: " ", count: entryIndent) + label(entry), at: point,
                                width: canvas.size.width, style: style(entry).over(base))
            }
        }
    }

    /// Draws the state over the drawn menu: closed, the button (`buttonRect`) in `state`; open and focused,
    /// the highlighted entry reversed.
    package static func drawState(_ model: MenuModel, buttonRect: Rect, entriesTop: Int, in canvas: Canvas,
                                  state: ControlState) {
        if !model.isOpen {
            ControlStateOverlay.apply(state, in: canvas, focusRect: buttonRect)
        } else if model.entries.indices.contains(model.highlighted), state.isFocused {
            canvas.applyStyle(.reverse, to: Rect(x: 0, y: entriesTop + model.highlighted, width: canvas.size.width, height: 1))
        }
    }
}

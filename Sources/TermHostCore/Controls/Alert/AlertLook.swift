/// How an alert's content draws inside its panel (``PresentationPanelLook`` draws the panel), the one
/// look of both halves: the title bold, the message plain, each action a bracketed button `[ Delete ]`
/// drawn in its role (destructive: red; the default action: bold) and state (focused: reversed;
/// disabled: dim).
package enum AlertLook {
    /// An action's button text.
    package static func actionText(_ title: String) -> String { "[ \(title) ]" }

    /// An action's width in columns.
    package static func actionWidth(_ title: String) -> Int { TextWidth.of(actionText(title)) }

    /// The style of an action in `role` (`isDefault`: the default action) and `state`, over `base`.
    package static func actionStyle(_ base: Style, role: ActionRole, isDefault: Bool, state: ControlState) -> Style {
        var style = base
        if role == .destructive { style.foreground = .red }
        if isDefault { style = style.adding(.bold) }
        if !state.isEnabled { return style.adding(.dim) }
        if state.isFocused || state.isHighlighted { style = style.adding(.reverse) }
        return style
    }

    /// Draws the title and message of `layout` on a canvas covering the content.
    package static func drawText(_ layout: AlertLayout, in canvas: Canvas, base: Style) {
        for line in layout.title { canvas.drawText(line.text, at: line.origin, style: base.adding(.bold)) }
        for line in layout.message { canvas.drawText(line.text, at: line.origin, style: base) }
    }

    /// Draws an action's button on a canvas covering it.
    package static func drawAction(_ action: AlertActionModel, isDefault: Bool, in canvas: Canvas, base: Style,
                                   state: ControlState) {
        canvas.drawText(actionText(action.title), at: .zero, width: canvas.size.width,
                        style: actionStyle(base, role: action.role, isDefault: isDefault, state: state))
    }
}

/// How a toggle looks in both halves: the indicator beside its label, the label's style, and how its
/// state shows. `CheckboxWidget` (UISwitch) and SwiftUI's `Toggle` adapt it, so a widget switch and a
/// view toggle with the same title, value and state draw the same cells.
///
/// | kind | cells (off / on) | UIKit `UISwitch.preferredStyle` | SwiftUI `.toggleStyle` |
/// |---|---|---|---|
/// | ``Kind/checkbox`` | `[ ] Title` / `[x] Title` | `.automatic`, `.checkbox` | `.automatic`, `.checkbox` |
/// | ``Kind/switch`` | `Title ●━` / `Title ━●`, the switch at the trailing edge | `.sliding` | `.switch` |
/// | ``Kind/button`` | `[ Title ]`, bold and reversed while on (``ButtonLook``'s bordered look, selected) | — | `.button` |
///
/// The state is a ``ControlState`` whose ``ControlState/isSelected`` is the toggle's value. Chosen where
/// the platforms leave it open: a terminal's idiom for an option is a checkbox, so it is the automatic
/// look of both halves (iOS draws a sliding switch); the indicator alone shows focus and a press
/// (reversed), as macOS draws the focus ring around a checkbox only, and the whole toggle is dimmed while
/// disabled. While on, the checkbox is drawn in the on tint (`UISwitch.onTintColor`, SwiftUI's `.tint`)
/// and the switch's knob in it, green by default as `UISwitch`'s is; an off switch is dimmed. An untitled
/// toggle is its indicator alone; a titled one leaves a column between indicator and title.
package struct ToggleLook: Equatable, Sendable {
    /// The looks (see the table above).
    package enum Kind: Hashable, Sendable {
        /// `[x] Title`.
        case checkbox
        /// `Title ━●`, filling the width it is given.
        case `switch`
        /// `[ Title ]`, reversed while on.
        case button
    }

    /// Which look.
    package var kind: Kind
    /// The colour of the indicator while on (`nil`: the text colour for a checkbox, green for a switch).
    package var onTint: Color?
    /// The accent of the button look.
    package var tint: Color

    /// A look; by default with the default on tint and the system tint.
    package init(kind: Kind, onTint: Color? = nil, tint: Color = .tintColor) {
        self.kind = kind
        self.onTint = onTint
        self.tint = tint
    }

    /// The button look the ``Kind/button`` kind draws with, over `base` (whose colour, when it has
    /// one, wins over the tint, as a button's explicit foreground does).
    private func buttonLook(over base: Style = .plain) -> ButtonLook {
        ButtonLook(kind: .bordered, tint: tint, foreground: base.foreground)
    }

    /// The columns the indicator takes beside a label (with the gap between them when there is a label).
    package func insets(hasLabel: Bool) -> EdgeInsets {
        switch kind {
        case .checkbox: EdgeInsets(top: 0, leading: hasLabel ? 4 : 3, bottom: 0, trailing: 0)
        case .switch: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: hasLabel ? 3 : 2)
        case .button: buttonLook().insets
        }
    }

    /// The toggle's size around a label of `label` size; a switch takes the whole `proposedWidth`
    /// when one is given (SwiftUI's switch toggles fill their row).
    package func size(fitting label: Size, proposedWidth: Int? = nil) -> Size {
        let insets = insets(hasLabel: label.width > 0)
        var size = Size(width: label.width + insets.horizontal, height: max(1, label.height))
        if kind == .switch, let proposedWidth { size.width = max(size.width, proposedWidth) }
        return size
    }

    /// Where the label goes in a toggle of `bounds`.
    package func labelRect(in bounds: Rect, hasLabel: Bool) -> Rect {
        bounds.inset(by: insets(hasLabel: hasLabel))
    }

    /// The cells that show focus and a press in a toggle of `size` whose label starts on `row`: the box,
    /// the switch (on that row), or the whole button.
    package func indicatorRect(in size: Size, row: Int) -> Rect {
        switch kind {
        case .checkbox: Rect(x: 0, y: row, width: 3, height: 1)
        case .switch: Rect(x: size.width - 2, y: row, width: 2, height: 1)
        case .button: Rect(origin: .zero, size: size)
        }
    }

    /// The style of the label's text over `base` (a button's title is tinted).
    package func labelStyle(over base: Style) -> Style {
        kind == .button ? buttonLook(over: base).titleStyle(over: base) : base
    }

    /// Draws the indicator for `state` (on when selected) over the whole canvas (the toggle's bounds),
    /// on the first row of `label` (the rectangle the label was placed in), in `base` (the text style there).
    package func drawIndicator(in canvas: Canvas, label: Rect, base: Style, state: ControlState) {
        switch kind {
        case .checkbox:
            let style = state.isSelected ? Style(foreground: onTint).over(base) : base
            canvas.drawText(state.isSelected ? "[x]" : "[ ]", at: Point(x: 0, y: label.minY), style: style)
        case .switch:
            let style = state.isSelected ? Style(foreground: onTint ?? .systemGreen).over(base) : base.adding(.dim)
            canvas.drawText(state.isSelected ? "━●" : "●━", at: Point(x: canvas.size.width - 2, y: label.minY), style: style)
        case .button:
            buttonLook(over: base).drawBackground(in: canvas, label: label, base: base)
        }
    }

    /// Shows `state` over what was drawn: the toggle dimmed while disabled, the indicator (on the first
    /// row of `label`) reversed while focused or pressed; a button toggle as a selected button while on.
    package func drawOverlay(in canvas: Canvas, label: Rect, state: ControlState) {
        switch kind {
        case .button:
            buttonLook().drawOverlay(in: canvas, state: state)
        case .checkbox, .switch:
            ControlStateOverlay.apply(state, in: canvas, focusRect: indicatorRect(in: canvas.size, row: label.minY))
        }
    }
}

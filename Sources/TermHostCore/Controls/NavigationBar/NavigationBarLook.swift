/// How a navigation bar draws, the one look of both halves (`NavigationBarWidget` and the bars of a
/// `NavigationStack`): one row on the content's background, the title bold in the middle, the back button
/// `‹ Previous` at the left (`‹ Back` when the previous page has no title or it does not fit), and each
/// item after its function-key hint, dim (`F2 Edit`).
///
/// There is no line under the bar: since iOS 15 a navigation bar over content at its top edge (the
/// resting state) shows the scroll-edge appearance, which has neither background nor shadow line, and a
/// terminal has no content scrolling under a translucent bar to show the other appearance. Nor is the
/// bar reversed: it is the content's background, as on iOS.
package enum NavigationBarLook {
    /// The back button's title when the previous page has none, or it does not fit.
    package static let backFallbackTitle = "Back"

    /// The back button's text for a previous page titled `title`: `‹ title`.
    package static func backButtonText(_ title: String) -> String { "‹ \(title)" }

    /// The style of the title drawn over the bar's `base` style.
    package static func titleStyle(_ base: Style) -> Style { base.adding(.bold) }

    /// The style of a shortcut hint.
    package static func hintStyle(_ base: Style) -> Style { base.adding(.dim) }

    /// The style of a bar item's text: bold for a done item (`UIBarButtonItem.Style.done`), in its tint,
    /// dim while disabled.
    package static func itemStyle(_ base: Style, isDone: Bool, tint: Color?, isEnabled: Bool) -> Style {
        var style = base
        if isDone { style = style.adding(.bold) }
        if let tint { style.foreground = tint }
        if !isEnabled { style = style.adding(.dim) }
        return style
    }

    /// The style of the back button in `state` (reversed while focused, as every focused control).
    package static func backButtonStyle(_ base: Style, state: ControlState) -> Style {
        if !state.isEnabled { return base.adding(.dim) }
        return state.isFocused || state.isHighlighted ? base.adding(.reverse) : base
    }

    /// Draws what the bar draws itself from `layout` on a canvas covering the bar: the shortcut hints,
    /// and the title unless principal items take the middle. The back button and the items are drawn by
    /// ``drawBackButton(_:in:base:state:)`` and ``drawItem(_:at:width:in:style:)``, or are views of their own.
    package static func drawBar(_ layout: NavigationBarLayout, in canvas: Canvas, base: Style) {
        for item in layout.items where NavigationBarShortcuts.isShortcut(item.shortcut) {
            canvas.drawText(NavigationBarShortcuts.label(item.shortcut), at: Point(x: item.hintX, y: 0),
                            width: NavigationBarShortcuts.hintWidth - 1, style: hintStyle(base))
        }
        if let title = layout.title {
            canvas.drawText(title.text, at: Point(x: title.x, y: 0), style: titleStyle(base))
        }
    }

    /// Draws the back button's `text` at the canvas's origin.
    package static func drawBackButton(_ text: String, in canvas: Canvas, base: Style, state: ControlState) {
        canvas.drawText(text, at: .zero, style: backButtonStyle(base, state: state))
    }

    /// Draws an item's `title` at column `x` in at most `width` columns.
    package static func drawItem(_ title: String, at x: Int, width: Int, in canvas: Canvas, style: Style) {
        canvas.drawText(title, at: Point(x: x, y: 0), width: width, style: style)
    }
}

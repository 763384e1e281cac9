/// How a tab bar draws, the one look of every tab bar: a dim line across the top (iOS's tab bar over
/// scrolled content shows its shadow line), each tab's number dim before its label, and the chosen tab's
/// label bold and underlined, or reversed while the bar has focus.
package enum TabBarLook {
    /// The style of the chosen tab's label in `state` (focused: the bar has focus).
    package static func selectedStyle(_ state: ControlState) -> Style {
        state.isFocused ? .reverse : Style(attributes: [.bold, .underline])
    }

    /// Draws the line and the hints of `layout` on a canvas covering the bar.
    package static func drawBar(_ layout: TabBarLayout, in canvas: Canvas, base: Style) {
        canvas.fill(Rect(x: 0, y: 0, width: canvas.size.width, height: 1), with: "─", style: base.adding(.dim))
        for (index, tab) in layout.tabs.enumerated() where index < TabBarLayout.numberedTabs {
            canvas.drawText("\(index + 1)", at: tab.hint, style: base.adding(.dim))
        }
    }

    /// Draws a tab's `label` text in its place (for bars whose labels are texts).
    package static func drawLabel(_ label: String, of tab: TabBarLayout.Tab, in canvas: Canvas, base: Style) {
        canvas.drawText(label, at: tab.label.origin, width: tab.label.width, style: base)
    }

    /// Marks the chosen tab over its drawn label.
    package static func drawSelection(_ model: TabBarModel, layout: TabBarLayout, in canvas: Canvas, state: ControlState) {
        guard layout.tabs.indices.contains(model.selectedIndex) else { return }
        canvas.applyStyle(selectedStyle(state), to: layout.tabs[model.selectedIndex].label)
    }
}

/// How text fields and editors look in both halves: `TextFieldWidget` and the `TextField` /
/// `SecureField` views (one line), `TextViewWidget` and the `TextEditor` view (many lines). The editing
/// model and key map are `Editing/`'s; the viewports decide which characters show where; this decides
/// their styles, so the same text in the same state draws the same cells in both halves.
///
/// | | one-line field | multi-line editor |
/// |---|---|---|
/// | the area (text and the empty rest of the row) | underlined | as the text around it |
/// | placeholder (while the text is empty) | dimmed, in the area | — (none) |
/// | focused (editing) | the area reversed | bold |
/// | selection (while focused) | un-reversed inside the reversed area | reversed |
/// | disabled | dimmed | dimmed |
///
/// The terminal cursor shows where typing goes while the editor is focused (`cursorPosition`).
/// Chosen where the platforms leave it open: a one-row field has no room for UIKit's rounded
/// rectangle, so its extent is underlined (what a terminal form draws for a field, so an empty field
/// shows where it is), and focus reverses it as it reverses every focused control; an editor's rows
/// are not underlined (UIKit's text view and SwiftUI's editor have no border) and a reversed block of
/// rows would hide its text's shape, so focus makes its text bold. A selection shows only while
/// editing, as in UIKit and SwiftUI.
package enum TextInputLook {
    /// A field's width when nothing proposes one (SwiftUI's ideal; a placeholder wider than it widens it).
    package static let fieldIdealWidth = 20
    /// An editor's size when nothing proposes one.
    package static let editorIdealSize = Size(width: 20, height: 5)

    /// Whether `state` shows as editing: focused and enabled.
    private static func isEditing(_ state: ControlState) -> Bool {
        state.isFocused && state.isEnabled
    }

    /// The styles of a one-line field's text and of its selected characters, over `base` (the text's own
    /// style: a widget's font and colour, a node's environment).
    package static func fieldStyles(base: Style, state: ControlState) -> (text: Style, selected: Style) {
        let area = base.adding(.underline)
        if !state.isEnabled { return (area.adding(.dim), area.adding(.dim)) }
        return isEditing(state) ? (area.adding(.reverse), area) : (area, area)
    }

    /// The styles of a multi-line editor's text and of its selected characters, over `base`.
    package static func editorStyles(base: Style, state: ControlState) -> (text: Style, selected: Style) {
        if !state.isEnabled { return (base.adding(.dim), base.adding(.dim)) }
        guard isEditing(state) else { return (base, base) }
        let text = base.adding(.bold)
        return (text, text.adding(.reverse))
    }

    /// Draws a one-line field: `text` (or `placeholder` while it is empty) through `viewport`.
    @MainActor
    package static func drawField(_ text: String, placeholder: String, selection: Range<Int>, through viewport: SingleLineViewport,
                                  in canvas: Canvas, base: Style, state: ControlState) {
        let styles = fieldStyles(base: base, state: state)
        viewport.draw(text, placeholder: placeholder, selection: selection, in: canvas, style: styles.text,
                      selectedStyle: styles.selected)
    }

    /// Draws a multi-line editor: `text` through `viewport`.
    @MainActor
    package static func drawEditor(_ text: String, selection: Range<Int>, through viewport: MultilineViewport,
                                   in canvas: Canvas, base: Style, state: ControlState) {
        let styles = editorStyles(base: base, state: state)
        viewport.draw(text, selection: selection, in: canvas, style: styles.text, selectedStyle: styles.selected)
    }
}

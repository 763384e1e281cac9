import Observation
import Testing
import TermHost
import TermHostTesting

/// The text a declarative editor binds to, observed so it redraws when it changes.
@Observable
@MainActor
private final class Draft {
    var text: String

    init(_ text: String) { self.text = text }

    var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
}

/// `TextFieldWidget` and `TextField`, `TextViewWidget` and `TextEditor` draw the same text in the same
/// state with the same cells (`TextInputLook` over the shared editing model and viewports).
@Suite("Parity: text fields and editors")
@MainActor
struct TextInputParityTests {
    private func fields(text: String, placeholder: String = "", disabled: Bool) -> ParityScreens {
        let widget = TextFieldWidget(text: text, placeholder: placeholder)
        widget.isEnabled = !disabled
        let view = TextField(placeholder, text: Draft(text).binding).frame(width: 12).disabled(disabled)
        return ParityScreens(widget: widget, frame: Rect(x: 0, y: 0, width: 12, height: 1), view: view,
                             size: Size(width: 14, height: 2))
    }

    @Test(arguments: [ParityState.normal, .focused, .disabled])
    func aFieldLooksTheSame(_ state: ParityState) {
        let screens = fields(text: "hello", disabled: state.isDisabled)
        screens.put(in: state)
        #expect(screens.widget.line(0) == "hello         ")
        #expect(screens.widget.style(at: Point(x: 11, y: 0)).attributes.contains(.underline), "the field's extent is underlined")
        #expect(screens.widget.style(at: .zero).attributes.contains(.reverse) == (state == .focused))
        screens.expectSameCells("a field, \(state)")
    }

    @Test(arguments: [ParityState.normal, .focused])
    func aPlaceholderLooksTheSame(_ state: ParityState) {
        let screens = fields(text: "", placeholder: "Name", disabled: false)
        screens.put(in: state)
        #expect(screens.view.style(of: "Name")?.attributes.isSuperset(of: [.dim, .underline]) == true)
        screens.expectSameCells("a placeholder, \(state)")
    }

    @Test func typingAndASelectionLookTheSame() {
        let screens = fields(text: "", disabled: false)
        screens.put(in: .focused)
        screens.both { $0.type("abc def") }
        screens.expectSameCells("typed")
        screens.both { $0.press(.left, modifiers: .shift) }
        screens.both { $0.press(.left, modifiers: .shift) }
        #expect(!screens.widget.style(at: Point(x: 5, y: 0)).attributes.contains(.reverse), "a selection is un-reversed")
        screens.expectSameCells("two characters selected")
    }

    private func editors(text: String, disabled: Bool) -> ParityScreens {
        let widget = TextViewWidget(text: text)
        widget.isEnabled = !disabled
        let view = TextEditor(text: Draft(text).binding).frame(width: 12, height: 3).disabled(disabled)
        return ParityScreens(widget: widget, frame: Rect(x: 0, y: 0, width: 12, height: 3), view: view,
                             size: Size(width: 14, height: 4))
    }

    @Test(arguments: [ParityState.normal, .focused, .disabled])
    func anEditorLooksTheSame(_ state: ParityState) {
        let screens = editors(text: "the quick brown fox jumps", disabled: state.isDisabled)
        screens.put(in: state)
        #expect(screens.widget.style(of: "quick")?.attributes.contains(.bold) == (state == .focused))
        screens.expectSameCells("an editor, \(state)")
    }

    @Test func anEditorsSelectionLooksTheSame() {
        let screens = editors(text: "one two", disabled: false)
        screens.put(in: .focused)
        screens.both { $0.press(.character("a"), modifiers: .alt) }
        #expect(screens.view.style(of: "one")?.attributes.isSuperset(of: [.bold, .reverse]) == true)
        screens.expectSameCells("everything selected")
    }
}

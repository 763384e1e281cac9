import Testing
import TermHostTesting
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostWidgets

/// `KeyCommand` in `UIKeyCommand`'s shape: a controller's `keyCommands` fire wherever focus is below it,
/// a focused text field keeps the letters it types, and the help line lists what the focused chain offers.
@MainActor
@Suite struct KeyCommandTests {
    final class NotesController: WidgetController {
        var log: [String] = []
        let field = TextFieldWidget()
        let button = ButtonWidget("Save")

        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            button.frame = Rect(x: 0, y: 2, width: 10, height: 1)
            view.addSubview(field)
            view.addSubview(button)
        }

        override var keyCommands: [KeyCommand]? {
            [KeyCommand(title: "New note", action: { [unowned self] _ in log.append("new") }, input: "n", modifierFlags: .control),
             KeyCommand(title: "Quit", action: { [unowned self] _ in log.append("quit") }, input: "q"),
             KeyCommand(title: "Back", action: { [unowned self] _ in log.append("back") }, input: KeyCommand.inputEscape,
                        discoverabilityTitle: "Go back")]
        }
    }

    private func makeApp(_ controller: NotesController) -> HeadlessApp {
        HeadlessApp(size: Size(width: 40, height: 6)) { _ in
            let window = Window()
            window.rootViewController = controller
            return window
        }
    }

    @Test func aControllersCommandFiresWhileAWidgetBelowItHasFocus() {
        let controller = NotesController()
        let app = makeApp(controller)
        #expect(controller.field.becomeFirstResponder())
        app.press(.character("n"), modifiers: .control)
        app.press(.escape)
        #expect(controller.log == ["new", "back"])
    }

    @Test func aFocusedTextFieldTypesTheLetterOfAPlainCommand() {
        let controller = NotesController()
        let app = makeApp(controller)
        #expect(controller.field.becomeFirstResponder())
        app.type("q")
        #expect(controller.field.text == "q")
        #expect(controller.log.isEmpty)
        #expect(controller.button.becomeFirstResponder())
        app.type("q")
        #expect(controller.log == ["quit"])
    }

    @Test func theHelpLineListsWhatTheFocusedChainOffersAndFollowsFocus() {
        let controller = NotesController()
        let app = makeApp(controller)
        #expect(controller.button.becomeFirstResponder())
        #expect(app.application.keyCommandHelp() == "Ctrl-n New note · q Quit · Esc Go back")
        #expect(controller.field.becomeFirstResponder())
        #expect(app.application.keyCommandHelp() == "Ctrl-n New note · Esc Go back", "the field takes q")
    }

    @Test func aNearerCommandOnTheSameKeyHidesAFartherOne() {
        final class Inner: WidgetController {
            var ran = false
            override var keyCommands: [KeyCommand]? {
                [KeyCommand(title: "Inner new", action: { [unowned self] _ in ran = true }, input: "n", modifierFlags: .control)]
            }
        }
        let controller = NotesController()
        let app = makeApp(controller)
        let inner = Inner()
        controller.addChild(inner)
        controller.view.addSubview(inner.view)
        inner.didMove(toParent: controller)
        let button = ButtonWidget("Inner")
        button.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        inner.view.frame = Rect(x: 20, y: 0, width: 10, height: 1)
        inner.view.addSubview(button)
        app.waitUntilIdle()
        #expect(button.becomeFirstResponder())
        app.press(.character("n"), modifiers: .control)
        #expect(inner.ran)
        #expect(controller.log.isEmpty)
        #expect(app.application.availableKeyCommands.map(\.title) == ["Inner new", "Quit", "Back"])
    }

    @Test func inputsNameTheirKeysAndShiftedLettersMatchEitherCase() {
        let command = KeyCommand(action: { _ in }, input: "N", modifierFlags: [.control, .shift])
        #expect(command.matches(KeyEvent(.character("N"), modifiers: .control)))
        #expect(command.matches(KeyEvent(.character("n"), modifiers: [.control, .shift])))
        #expect(!command.matches(KeyEvent(.character("n"), modifiers: .control)))
        #expect(KeyCommand(action: { _ in }, input: KeyCommand.inputF(2)).key == .function(2))
        #expect(KeyCommand(action: { _ in }, input: KeyCommand.inputUpArrow, modifierFlags: .alt).keyDescription == "Alt-↑")
        #expect(command.keyDescription == "Ctrl-Shift-N")
    }
}

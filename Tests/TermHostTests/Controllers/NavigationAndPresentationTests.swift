import Testing
import TermHost
import TermHostTesting

@MainActor
private final class FormController: WidgetController {
    let box = BoxWidget(title: "Form")
    let field = TextFieldWidget()
    let button = ButtonWidget("Save")
    override func viewDidLoad() {
        box.contentView = StackWidget(axis: .vertical, arrangedSubviews: [field, button])
        view.addSubview(box)
    }
    override func viewDidLayoutSubviews() {
        box.frame = view.safeAreaFrame
    }
}

@Suite("Navigation, presentation, responder chain and focus")
@MainActor
struct NavigationAndPresentationTests {
    @Test func barShrinksTheSafeAreaAndBoxBorderShrinksItAgain() {
        let form = FormController()
        form.title = "Profile"
        let (navigation, app) = navigationApp(form, size: Size(width: 20, height: 6))
        #expect(app.screen == """
              Profile
        ┌ Form ────────────┐
        │                  │
        │     [ Save ]     │
        │                  │
        └──────────────────┘
        """)
        #expect(form.view.safeAreaInsets == EdgeInsets(top: 1))
        #expect(form.field.safeAreaInsets == .zero)
        #expect(form.box.contentView?.frame == Rect(x: 1, y: 1, width: 18, height: 3))
        #expect(app.style(at: Point(x: 0, y: 0)).attributes.isEmpty, "the bar is on the content's background, as iOS's resting bar")
        navigation.setNavigationBarHidden(true, animated: false)
        app.waitUntilIdle()
        #expect(form.view.safeAreaInsets == .zero)
        #expect(app.line(0).hasPrefix("┌ Form"))
    }

    @Test func pushShowsBackButtonEscPopsAndFocusComesBack() {
        let first = FormController()
        first.title = "One"
        let (navigation, app) = navigationApp(first, size: Size(width: 24, height: 6))
        #expect(app.focused === first.field)
        app.type("typed")
        app.press(.tab)
        #expect(app.focused === first.button)
        let second = FormController()
        second.title = "Two"
        navigation.pushViewController(second, animated: false)
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix(" ‹ One  "), "the back button shows the previous controller's title")
        #expect(app.line(0).contains("Two"))
        #expect(app.focused === second.field)
        app.press(.escape)
        #expect(app.focused === first.button)
        #expect(first.field.text == "typed")
        navigation.pushViewController(second, animated: false)
        app.waitUntilIdle()
        #expect(app.click(on: "‹ One"))
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func modalIsCentredKeepsScreenBelowTrapsFocusAndEscDismisses() {
        let root = FormController()
        root.title = "Main"
        let (_, app) = navigationApp(root, size: Size(width: 30, height: 9))
        let alert = AlertController(title: "Sure?", message: "Leave now")
        var chosen: [String] = []
        alert.addAction(AlertAction(title: "No", style: .cancel) { chosen.append($0.title) })
        alert.addAction(AlertAction(title: "Yes") { chosen.append($0.title) })
        root.present(alert)
        app.waitUntilIdle()
        #expect(app.screen == """
                     Main
        ┌ For╭─────────────────╮─────┐
        │    │      Sure?      │     │
        │    │                 │     │
        │    │    Leave now    │     │
        │    │                 │     │
        │    │ [ No ]  [ Yes ] │     │
        │    ╰─────────────────╯     │
        └────────────────────────────┘
        """, "the alert's look: its title bold inside, a rounded panel, as SwiftUI's alerts")
        #expect(app.style(of: "No ]")?.attributes == [.reverse, .bold], "focus starts on the cancel action, bold")
        #expect(app.focusedDescription == "No")
        app.press(.tab)
        #expect(app.focusedDescription == "Yes")
        app.press(.tab)
        #expect(app.focusedDescription == "No", "focus stays inside the modal")
        app.click(on: "Main")
        #expect(app.focusedDescription == "No", "clicks below the modal do nothing")
        app.press(.right)
        #expect(app.focusedDescription == "Yes")
        app.press(.escape)
        #expect(chosen == ["No"])
        #expect(root.presentedViewController == nil)
        #expect(app.focused === root.field)
        #expect(app.line(5).hasPrefix("│          [ Save ]"),
                "the stack gives the button the leftover height and it centres its title both ways, as UIKit's content alignment does")
    }

    @Test func responderChainOrder() {
        let form = FormController()
        let (navigation, app) = navigationApp(form, size: Size(width: 20, height: 6))
        var chain: [Responder] = []
        var current: Responder? = form.field
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        let window = form.view.window
        #expect(chain.count == 9)
        #expect(chain[1] is StackWidget)
        #expect(chain[2] === form.box)
        #expect(chain[3] === form.view)
        #expect(chain[4] === form)
        #expect(chain[5] === navigation.view)
        #expect(chain[6] === navigation)
        #expect(chain[7] === window)
        #expect(chain[8] === app.application)
    }

    @Test func unhandledKeysTravelUpToAWindowShortcut() {
        final class ShortcutWindow: Window {
            var quits = 0
            override func handleKey(_ event: KeyEvent) -> Bool {
                guard event == .character("q") || event == .control("q") else { return false }
                quits += 1
                return true
            }
        }
        let window = ShortcutWindow()
        let field = TextFieldWidget()
        field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        let button = ButtonWidget("B")
        button.frame = Rect(x: 0, y: 1, width: 5, height: 1)
        window.addSubview(field)
        window.addSubview(button)
        let app = HeadlessApp(size: Size(width: 10, height: 2)) { _ in window }
        app.press(.character("q"))
        #expect(field.text == "q", "the focused field takes printable keys")
        app.press(.control("q"))
        #expect(window.quits == 1)
        app.press(.tab)
        app.press(.character("q"))
        #expect(window.quits == 2, "the button does not take q, so it reaches the window")
    }

    @Test func focusTraversalFollowsTreeOrderAndSkipsHidden() {
        let a = ButtonWidget("A"), b = TextFieldWidget(), c = CheckboxWidget("C"), d = ButtonWidget("D")
        let hidden = ButtonWidget("H")
        let inner = StackWidget(axis: .vertical, arrangedSubviews: [b, hidden, c])
        hidden.isHidden = true
        let outer = StackWidget(axis: .vertical, arrangedSubviews: [a, inner, d])
        let app = show([(outer, Rect(x: 0, y: 0, width: 10, height: 5))], size: Size(width: 10, height: 5))
        var order: [Responder?] = [app.focused]
        for _ in 0..<4 {
            app.press(.tab)
            order.append(app.focused)
        }
        #expect(order.map { $0.map(ObjectIdentifier.init) } == [a, b, c, d, a].map { ObjectIdentifier($0) })
        app.press(.backTab)
        #expect(app.focused === d)
        #expect(c.becomeFirstResponder())
        #expect(app.focused === c)
        #expect(!hidden.becomeFirstResponder())
        #expect(c.resignFirstResponder())
    }
}

import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: a login form from a stack view and anchors")
@MainActor
struct LoginFormTests {
    private func show() -> (HeadlessApp, LoginFormViewController) {
        let controller = LoginFormViewController()
        let app = HeadlessApp(size: Size(width: 44, height: 14)) { _ in
            let window = Window()
            window.rootViewController = controller
            return window
        }
        return (app, controller)
    }

    @Test func theStackIsLaidOutFromTheSafeAreaDown() {
        let (app, controller) = show()
        // Top inset 1, leading and trailing insets 2; spacing 1 except under the two field labels (0)
        // and after the password field (2).
        #expect(app.snapshot(rows: 0..<10) == """

              Sign in to continue

              Username
              name@example.com

              Password
              Required


            """)
        #expect(app.line(10).contains("Log In"))
        // Frames are in the stack's coordinates; the stack sits at (2, 1).
        #expect(controller.loginButton.frame == Rect(x: 0, y: 9, width: 40, height: 1))
        #expect(controller.usernameField.frame == Rect(x: 0, y: 3, width: 40, height: 1), "heightAnchor 1, full width")
        #expect(controller.resultLabel.frame.minY == 11)
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func typingTabbingAndPressingTheButton() {
        let (app, controller) = show()
        #expect(app.focused === controller.usernameField)
        app.type("alice")
        app.press(.tab)
        #expect(app.focused === controller.passwordField)
        app.type("secret")
        #expect(app.line(7).contains("••••••"))
        app.press(.tab)
        #expect(app.focused === controller.loginButton)
        app.press(.enter)
        #expect(controller.attempts == 1)
        #expect(app.lines[12] == "  Welcome, alice!")
    }

    @Test func anEmptyFormAsksForBothFieldsAndAClickPressesTheButton() throws {
        let (app, controller) = show()
        let button = try #require(app.find("Log In"))
        app.click(at: button)
        #expect(controller.attempts == 1)
        #expect(app.lines[12] == "  Please enter your username and password.")
        #expect(controller.resultLabel.frame.height == 1)
    }
}

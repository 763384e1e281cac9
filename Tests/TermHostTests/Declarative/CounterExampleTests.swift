import Testing
import TermHost
import TermHostTesting

/// Keeps Examples/Counter/CounterView.swift compiling and working: the test target includes it
/// through a symbolic link.
@Suite("Counter example")
@MainActor
struct CounterExampleTests {
    @Test func keyboardDrivesTheCounter() {
        let app = HeadlessApp(size: Size(width: 50, height: 16)) { _ in ViewRoot(rootView: CounterView()) }
        #expect(app.find("Counter") != nil)
        app.press(.tab)
        app.press(.enter)
        #expect(app.find("[ - ]  1   [ + ]") != nil, "\(app.screen)")
        app.press(.tab)
        app.press(.tab)
        app.type("Ada")
        #expect(app.find("Hello, Ada! You counted to 1.") != nil)
        app.press(.tab)
        app.press(.character(" "))
        #expect(app.find("Hello, Ada!") == nil)
    }
}

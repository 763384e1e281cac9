import Testing
import TermHost
import TermHostTesting

/// A `List` is one focus group, as UIKit's table it is built on: Tab moves from the control before it to
/// the list (its focused row's control) and on to the control after it; the arrow keys move between rows.
@Suite("SwiftUI: a List is one focus group")
@MainActor
struct SwiftUIListFocusGroupTests {
    @MainActor
    final class Options {
        var isOn = [false, false, false]
    }

    @Test func tabStopsAtTheListOnceAndArrowsMoveBetweenItsToggles() {
        let options = Options()
        let app = HeadlessApp(size: Size(width: 30, height: 10)) { _ in
            ViewRoot(rootView: VStack {
                Button("Before") {}
                List {
                    ForEach(0..<3, id: \.self) { row in
                        Toggle("Option \(row)", isOn: Binding(get: { options.isOn[row] }, set: { options.isOn[row] = $0 }))
                    }
                }
                Button("After") {}
            })
        }
        #expect(app.focusedDescription.contains("Before"))
        app.press(.tab)
        app.press(.character(" "))
        #expect(options.isOn == [true, false, false], "the list: its first row's toggle")
        app.press(.down)
        app.press(.character(" "))
        #expect(options.isOn == [true, true, false], "arrows move between rows")
        app.press(.tab)
        #expect(app.focusedDescription.contains("After"), "Tab leaves the list, not on to Option 2")
        app.press(.tab, modifiers: .shift)
        app.press(.character(" "))
        #expect(options.isOn[2] == false, "Shift-Tab comes back into the list, not to its last toggle")
        #expect(options.isOn != [true, true, false], "a toggle in the list took the Space")
    }
}

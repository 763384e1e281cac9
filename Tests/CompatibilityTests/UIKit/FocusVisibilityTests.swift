import Testing
import TermHost
import TermHostTesting

/// UIKit's focus system: focus moves in reading order among the items that can take it, starting at one
/// the user can see, and "the focus engine … automatically scrolls" a scroll view so the focused item is
/// visible.
@Suite("UIKit: focus starts on screen and the focused control is scrolled into view")
@MainActor
struct FocusVisibilityTests {
    private let titles = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]

    /// A 20×5 scroll view holding ten one-row buttons, scrolled to show the last five.
    private func scrolledList() -> (HeadlessApp, ScrollWidget) {
        var scroll = ScrollWidget()
        let titles = titles
        let app = HeadlessApp(size: Size(width: 20, height: 5)) { _ in
            let window = Window()
            scroll = ScrollWidget(frame: Rect(x: 0, y: 0, width: 20, height: 5))
            scroll.contentSize = Size(width: 20, height: titles.count)
            for (row, title) in titles.enumerated() {
                let button = ButtonWidget(frame: Rect(x: 0, y: row, width: 12, height: 1))
                button.setTitle(title, for: .normal)
                scroll.addSubview(button)
            }
            scroll.contentOffset = Point(x: 0, y: 5)
            window.addSubview(scroll)
            return window
        }
        return (app, scroll)
    }

    @Test func focusStartsAtTheFirstControlThatIsOnScreen() {
        let (app, _) = scrolledList()
        #expect(app.contains("Six"))
        #expect(!app.contains("One"), "scrolled away")
        #expect(app.focusedDescription == "Six", "not One, which cannot be seen")
        #expect(app.contains("One") == false, "starting focus did not scroll")
    }

    @Test func tabScrollsTheFocusedControlIntoView() {
        let (app, scroll) = scrolledList()
        for _ in 0..<5 { app.press(.tab) }
        #expect(app.focusedDescription == "One", "Tab wraps around in reading order")
        #expect(scroll.contentOffset.y == 0, "the scroll view scrolled to show it")
        #expect(app.line(0).contains("One"))
        app.press(.tab, modifiers: .shift)
        #expect(app.focusedDescription == "Ten")
        #expect(app.line(4).contains("Ten"), "back to the end, the least scrolling that shows it")
    }
}

import Testing
import TermHost
import TermHostTesting

/// SwiftUI's focus: Tab moves focus in reading order, starting at a control the user can see, and a
/// `ScrollView` scrolls to keep the focused control visible.
@Suite("SwiftUI: focus starts on screen and the focused control is scrolled into view")
@MainActor
struct SwiftUIFocusVisibilityTests {
    private let titles = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"]

    @Test func focusStartsOnScreenAndTabScrollsTheScrollView() {
        let titles = titles
        let app = HeadlessApp(size: Size(width: 20, height: 5)) { _ in
            ViewRoot(rootView: ScrollViewReader { proxy in
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(titles, id: \.self) { title in Button(title) {}.id(title) }
                    }
                }
                .onAppear { proxy.scrollTo("Ten", anchor: .bottom) }
            })
        }
        #expect(!app.contains("One"), "scrolled to the end")
        #expect(app.focusedDescription.contains("Six"), "not One, which cannot be seen: \(app.focusedDescription)")
        for _ in 0..<5 { app.press(.tab) }
        #expect(app.focusedDescription.contains("One"))
        #expect(app.contains("One"), "the scroll view scrolled to show it")
    }
}

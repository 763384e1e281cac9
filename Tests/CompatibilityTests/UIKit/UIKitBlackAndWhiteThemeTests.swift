import Testing
import TermHost
import TermHostTesting

/// UIKit apps assume `systemBackground` is white: a label with `textColor = .black` and a view with
/// `backgroundColor = .black` are visible on iOS. TermHost keeps them visible on a dark terminal by the
/// same rule as SwiftUI's half.
@Suite("UIKit: black and white stay visible on a dark terminal")
@MainActor
struct UIKitBlackAndWhiteThemeTests {
    @Test func blackTextAndBlackCardsStayVisible() throws {
        let app = HeadlessApp(size: Size(width: 20, height: 4)) { _ in
            let window = Window()
            let title = LabelWidget(frame: Rect(x: 0, y: 0, width: 5, height: 1))
            title.text = "Title"
            title.textColor = .black
            let card = Widget(frame: Rect(x: 0, y: 1, width: 10, height: 2))
            card.backgroundColor = .black
            let name = LabelWidget(frame: Rect(x: 1, y: 0, width: 4, height: 1))
            name.text = "Name"
            name.textColor = .white
            card.addSubview(name)
            window.addSubview(title)
            window.addSubview(card)
            return window
        }
        #expect(try #require(app.style(of: "Title")).foreground == nil, "the terminal's text colour")
        let name = try #require(app.style(of: "Name"))
        #expect(name.background == Color.secondarySystemBackground)
        #expect(name.foreground == .white)
        #expect(app.style(at: Point(x: 8, y: 2)).background == Color.secondarySystemBackground)
    }
}

import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: a button title with a line break")
@MainActor
struct MultilineButtonTests {
    /// `titleLabel?.numberOfLines = 0` lets a title's "\n" start a new line, as UILabel does.
    @Test func aLineBreakInTheTitleStartsANewLine() {
        let button = ButtonWidget(type: .system)
        button.titleLabel?.numberOfLines = 0
        button.setTitle("Start\nGame", for: .normal)
        let app = HeadlessApp(size: Size(width: 20, height: 4)) { _ in
            let window = Window()
            button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
            window.addSubview(button)
            return window
        }
        #expect(app.contains("Start"))
        #expect(app.contains("Game"))
        #expect(!app.screen.contains("\u{FFFD}"))
        #expect(button.intrinsicContentSize.height >= 2)
    }
}

import TermHost
import TermHostTesting
import Testing

@Suite("Widgets: a box contains its content")
@MainActor
struct BoxWidgetTests {
    /// A 10×3 box (one row inside) whose content has three rows, above a label.
    private func showBox(configure: (BoxWidget) -> Void = { _ in }) -> HeadlessApp {
        let content = Widget()
        for (row, text) in ["one", "two", "three"].enumerated() {
            let label = LabelWidget(text)
            label.frame = Rect(x: 0, y: row, width: 8, height: 1)
            content.addSubview(label)
        }
        let box = BoxWidget(contentView: content)
        box.frame = Rect(x: 0, y: 0, width: 10, height: 3)
        configure(box)
        let below = LabelWidget("Below")
        below.frame = Rect(x: 0, y: 3, width: 10, height: 1)
        let window = Window()
        window.addSubview(box)
        window.addSubview(below)
        return HeadlessApp(size: Size(width: 12, height: 5)) { _ in window }
    }

    @Test func contentTallerThanTheBoxIsCutInsideTheBorder() {
        let app = showBox()
        #expect(app.line(1).hasPrefix("│one     │"))
        #expect(app.line(2).hasPrefix("└────────┘"))
        #expect(app.line(3).hasPrefix("Below"))
    }

    @Test func withoutClippingTheContentDrawsOutsideAsInUIKit() {
        let app = showBox { $0.clipsToBounds = false }
        #expect(app.line(2).hasPrefix("└two"))
    }

    @Test func theContentGivenToTheInitializerIsShown() {
        let content = LabelWidget("inside")
        let box = BoxWidget(title: "Box", contentView: content)
        #expect(box.contentView === content)
        #expect(content.superview === box)
    }
}

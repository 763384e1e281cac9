import Testing
import TermHost
import TermHostTesting

// The classic UIScrollView + Auto Layout pattern: content pinned to contentLayoutGuide decides the
// content size; a width equal to frameLayoutGuide's scrolls vertically only.

@Suite("Layout engine: a scroll widget sized by its content's constraints")
@MainActor
struct ScrollContentGuideTests {
    private func scrollingStack(items: Int) -> (ScrollWidget, StackWidget) {
        let scroll = ScrollWidget(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        let stack = StackWidget(axis: .vertical, arrangedSubviews: (0..<items).map { LabelWidget("Item \($0)") })
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        Constraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        return (scroll, stack)
    }

    @Test func theContentConstraintsDecideTheContentSizeAndItScrolls() {
        let (scroll, stack) = scrollingStack(items: 12)
        let (app, _) = constraintApp(width: 20, height: 5) { window in window.addSubview(scroll) }
        #expect(scroll.contentSize == Size(width: 20, height: 12))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 20, height: 12))
        #expect(app.find("Item 4") == Point(x: 0, y: 4))
        #expect(app.find("Item 5") == nil)
        app.press(.end)
        #expect(scroll.contentOffset == Point(x: 0, y: 7))
        #expect(app.find("Item 11") == Point(x: 0, y: 4))
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func growingContentGrowsTheContentSizeInTheSameFrame() {
        let (scroll, stack) = scrollingStack(items: 3)
        let (app, _) = constraintApp(width: 20, height: 5) { window in window.addSubview(scroll) }
        #expect(scroll.contentSize.height == 3)
        let frames = app.terminal.presentCount
        stack.addArrangedSubview(LabelWidget("Item 3"))
        stack.addArrangedSubview(LabelWidget("Item 4"))
        stack.addArrangedSubview(LabelWidget("Item 5"))
        app.waitUntilIdle()
        #expect(app.terminal.presentCount == frames + 1)
        #expect(scroll.contentSize.height == 6)
        app.press(.end)
        #expect(app.find("Item 5") == Point(x: 0, y: 4))
    }

    @Test func theFrameGuideIsTheViewport() throws {
        let (scroll, _) = scrollingStack(items: 2)
        let holder = Widget(frame: Rect(x: 3, y: 2, width: 20, height: 5))
        let (_, window) = constraintApp(width: 30, height: 8) { window in
            window.addSubview(holder)
            holder.addSubview(scroll)
        }
        let engine = try #require(window.layoutEngine)
        #expect(engine.frame(of: scroll.frameLayoutGuide) == Rect(x: 3, y: 2, width: 20, height: 5))
        #expect(scroll.frameLayoutGuide.layoutFrame.size == scroll.bounds.size)
    }
}

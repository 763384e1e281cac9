import Testing
import TermHost
import TermHostTesting

/// A component that grows by one line per press of its button.
private struct Expanding: View {
    @State private var lines = 1
    var body: some View {
        VStack(alignment: .leading) {
            Button("More") { lines += 1 }
            ForEach(0..<lines) { Text("Detail \($0 + 1)") }
        }
    }
}

/// The container of the seed pattern: a plain widget with a hosting controller's view pinned to its
/// four edges, sized by the hosted content (`sizingOptions = .intrinsicContentSize`).
@MainActor
private final class HostedCard: Widget {
    let hosting = HostingController(rootView: Expanding())

    override init(frame: Rect) {
        super.init(frame: frame)
        hosting.sizingOptions = .intrinsicContentSize
        pin(hosting.view, to: self)
    }
}

@Suite("Layout engine: a hosted container sized by its constraints, in a stack")
@MainActor
struct SeedPatternTests {
    private func screen() -> (HeadlessApp, HostedCard, LabelWidget) {
        let card = HostedCard()
        let below = LabelWidget("Below")
        let stack = StackWidget(arrangedSubviews: [LabelWidget("Above"), card, below])
        stack.axis = .vertical
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 30, height: 12))
        return (app, card, below)
    }

    @Test func theContainerTakesItsFittingSizeInTheStack() {
        let (app, card, below) = screen()
        #expect(card.frame == Rect(x: 0, y: 1, width: 30, height: 2), "the button and one line")
        #expect(card.hosting.view.frame == card.bounds, "the hosted view is pinned to the container")
        #expect(app.find("Detail 1")?.y == 2, "the content is centred across, as SwiftUI places it")
        #expect(below.frame.minY == 3)
    }

    @Test func theContentGrowsAndPushesTheNextSubviewDownInTheFirstFrame() {
        let (app, card, below) = screen()
        for press in 1...3 {
            let frames = app.terminal.presentCount
            app.press(.enter)
            #expect(app.terminal.presentCount == frames + 1, "one frame")
            #expect(card.frame.height == 2 + press)
            #expect(card.hosting.view.frame.height == 2 + press)
            #expect(app.find("Detail \(press + 1)")?.y == 2 + press)
            #expect(app.find("Below") == Point(x: 0, y: 3 + press), "already moved in the frame drawn after the press")
            #expect(below.frame.minY == 3 + press)
        }
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func inAStackPlacedByConstraintsTheLabelAnchoredBelowFollows() {
        let card = HostedCard()
        let stack = StackWidget(axis: .vertical, spacing: 1, arrangedSubviews: [LabelWidget("Title"), card])
        stack.translatesAutoresizingMaskIntoConstraints = false
        let footer = LabelWidget("Footer")
        footer.translatesAutoresizingMaskIntoConstraints = false
        let (app, _) = constraintApp(width: 30, height: 12) { window in
            window.addSubview(stack)
            window.addSubview(footer)
            Constraint.activate([
                stack.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 1),
                stack.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 2),
                stack.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -2),
                footer.topAnchor.constraint(equalTo: stack.bottomAnchor),
                footer.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            ])
        }
        #expect(stack.frame == Rect(x: 2, y: 1, width: 26, height: 4))
        #expect(app.find("Footer") == Point(x: 2, y: 5))
        let frames = app.terminal.presentCount
        app.press(.enter)
        #expect(app.terminal.presentCount == frames + 1)
        #expect(stack.frame.height == 5)
        #expect(app.find("Footer") == Point(x: 2, y: 6))
    }
}

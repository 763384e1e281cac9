import Observation
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

// Structural checks of the focus engine's searches: with nothing focused, content that cannot take
// focus (a text growing by a line among many widgets) starts no walk of the window's focus tree, while
// a control or a scroll view that comes to overflow is still found and focused.

@Observable
@MainActor
private final class FocusSearchModel {
    var lines = 1
    var showsButton = false
}

private struct GrowingLinesView: View {
    let model: FocusSearchModel
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<model.lines) { line in Text("Line \(line)") }
            if model.showsButton { Button("Late button") {} }
        }
    }
}

private struct GrowingScrollView: View {
    let model: FocusSearchModel
    var body: some View {
        ScrollView {
            Text((0..<model.lines).map { "Paragraph line \($0)" }.joined(separator: "\n"))
        }
    }
}

@Suite("Focus searches")
@MainActor
struct FocusSearchCostTests {
    private static let size = Size(width: 60, height: 20)

    @Test func aHostGrowingByATextLineStartsNoFocusSearch() {
        let model = FocusSearchModel()
        let app = hostAmongSiblings(HostWidget { GrowingLinesView(model: model) }, siblings: 300, size: Self.size)
        for lines in [2, 3, 4, 3, 2, 1] {
            let before = app.statistics.focusSearches
            model.lines = lines
            app.waitUntilIdle()
            #expect(app.find("Line \(lines - 1)") != nil)
            #expect(app.statistics.focusSearches == before, "\(lines) lines: a new text gives focus nothing to find")
        }
        #expect(app.focused == nil, "nothing here can take focus")
    }

    @Test func aControlMountedLaterIsStillFocused() {
        let model = FocusSearchModel()
        let app = hostAmongSiblings(HostWidget { GrowingLinesView(model: model) }, siblings: 50, size: Self.size)
        #expect(app.focused == nil)
        let before = app.statistics.focusSearches
        model.showsButton = true
        app.waitUntilIdle()
        #expect(app.find("Late button") != nil)
        #expect(app.statistics.focusSearches == before + 1, "the button's mount asks for one search")
        #expect(app.focused is ButtonNode, "and the search focuses it")
    }

    @Test func aScrollViewWhoseTextComesToOverflowTakesFocus() {
        let model = FocusSearchModel()
        let host = HostWidget { GrowingScrollView(model: model) }
        let app = HeadlessApp(size: Self.size) { _ in
            let window = Window()
            host.frame = Rect(origin: .zero, size: Self.size)
            window.addSubview(host)
            return window
        }
        #expect(app.focused == nil, "a scroll view that fits has nothing to scroll")
        model.lines = 40 // the same Text node, now taller than the screen: nothing new is mounted
        app.waitUntilIdle()
        #expect(app.focused is ScrollNode, "it overflows, so it takes focus to be scrolled with the keys")
        app.press(.down)
        app.waitUntilIdle()
        #expect(app.find("Paragraph line 0") == nil, "and the keys scroll it")
    }
}

import Testing
import TermHost
import TermHostTesting

/// A VStack whose middle (or last) button removes itself through `@State`.
private struct Actions: View {
    let removesLast: Bool
    @State private var shown = true
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Save") {}
            if !removesLast, shown { Button("Delete") { shown = false } }
            Button("Share") {}
            if removesLast, shown { Button("Delete") { shown = false } }
        }
    }
}

/// A scrolling feed of 100 buttons in a `LazyVStack`, five shown at a time.
private struct Feed: View {
    let rows = Array(0..<100)
    @State private var tapped = "none"
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(rows, id: \.self) { row in
                        Button("Row \(row)") { tapped = "Row \(row)" }
                    }
                }
            }
            .frame(height: 5)
            Text("Tapped: \(tapped)")
        }
    }
}

/// Focus moves on from a removed view in the frame that removed it (SwiftUI updates focus with the
/// view update that removed the focused view), and a lazy container's row that scrolls away is not
/// removed: it keeps the focus.
@Suite("SwiftUI layout: focus after removal, in one frame, and in lazy stacks")
@MainActor
struct FocusDepartureFrameTests {
    @Test func aButtonRemovedByStateFocusesTheNextButtonInTheSameFrame() {
        let app = show(Actions(removesLast: false).topLeading(), width: 20, height: 3)
        app.tab(to: "Delete")
        let frames = app.statistics.frames
        app.press(.enter)
        #expect(!app.contains("Delete"))
        #expect(app.focusedDescription == "Share")
        #expect(app.statistics.frames - frames == 1, "no second frame is needed for focus to land")
    }

    @Test func theLastButtonRemovedByStateFocusesThePreviousButton() {
        let app = show(Actions(removesLast: true).topLeading(), width: 20, height: 3)
        app.tab(to: "Delete")
        app.press(.enter)
        #expect(app.focusedDescription == "Share")
    }

    @Test func tabbingThroughALazyStackKeepsTheFocusOnScreen() {
        let app = show(Feed().topLeading(), width: 20, height: 7)
        app.tab(to: "Row 0")
        for _ in 0..<30 { app.press(.tab) }
        #expect(app.focusedDescription == "Row 30")
        #expect(app.contains("Row 30"))
        app.press(.enter)
        #expect(app.contains("Tapped: Row 30"))
    }

    @Test func aFocusedRowScrolledAwayKeepsTheFocus() {
        let app = show(Feed().topLeading(), width: 20, height: 7)
        app.tab(to: "Row 0")
        let row = app.focused
        for _ in 0..<4 { app.press(.pageDown) }
        #expect(!app.contains("Row 0 "), "Row 0 is scrolled away")
        #expect(row != nil && app.focused === row, "the row still exists: its node stays, and keeps the focus")
        app.press(.enter)
        #expect(app.contains("Tapped: Row 0"))
    }

    @Test func aFocusedLazyRowRemovedFromTheDataFocusesTheRowTakingItsPlace() {
        struct Removable: View {
            @State var rows = Array(0..<50)
            var body: some View {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(rows, id: \.self) { row in
                            Button("Remove \(row)") { rows.removeAll { $0 == row } }
                        }
                    }
                }
                .frame(height: 4)
            }
        }
        let app = show(Removable().topLeading(), width: 20, height: 4)
        app.tab(to: "Remove 3")
        let frames = app.statistics.frames
        app.press(.enter)
        #expect(!app.contains("Remove 3"))
        #expect(app.focusedDescription == "Remove 4")
        #expect(app.statistics.frames - frames == 1)
    }

    @Test func aLazyGridRegroupingItsCellsKeepsTheFocusOnTheSameCell() {
        struct Tiles: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 6))], spacing: 0) {
                        ForEach(0..<40, id: \.self) { Button("T\($0)") {} }
                    }
                }
            }
        }
        let app = show(Tiles().topLeading(), width: 24, height: 6)
        app.tab(to: "T9")
        #expect(app.focusedDescription == "T9")
        app.resize(to: Size(width: 36, height: 6))
        #expect(app.focusedDescription == "T9", "the cells are grouped in rows again; the focused cell is made again, and focused")
    }
}

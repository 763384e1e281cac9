import Testing
import TermHost
import TermHostTesting

/// A list of `count` rows shown `height` rows at a time, deletable with `.onDelete` (the Delete key
/// deletes the focused row), and a line with the names left.
private struct Names: View {
    @State var names: [String]
    let height: Int
    init(count: Int, height: Int) {
        _names = State(initialValue: (0..<count).map { "r\($0)" })
        self.height = height
    }
    var body: some View {
        VStack(alignment: .leading) {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete { names.remove(atOffsets: $0) }
            }
            .listStyle(.plain)
            .frame(height: height)
            Text(names.prefix(8).joined(separator: " "))
        }
    }
}

/// When the focused row of a `List` is deleted, focus moves to the row that took its place (the next
/// one), or to the previous row when it was the last, as UIKit's and SwiftUI's focus moves when the
/// focused view leaves; the list builds rows lazily, so the row taking the place may not exist yet
/// when the deletion happens. The Delete key deletes the focused row, so a second Delete shows where
/// focus went.
@Suite("List: focus after the focused row is deleted")
@MainActor
struct ListFocusAfterDeletionTests {
    @Test func deletingTheFocusedRowFocusesTheNextRow() {
        let app = show(Names(count: 4, height: 4).topLeading(), width: 20, height: 5)
        app.press(.down)
        app.press(.delete)
        #expect(app.line(4).hasPrefix("r0 r2 r3"))
        app.press(.delete)
        #expect(app.line(4).hasPrefix("r0 r3"), "r2 took r1's place and has the focus")
    }

    @Test func deletingTheLastRowFocusesThePreviousRow() {
        let app = show(Names(count: 4, height: 4).topLeading(), width: 20, height: 5)
        for _ in 0..<3 { app.press(.down) }
        app.press(.delete)
        #expect(app.line(4).hasPrefix("r0 r1 r2"))
        app.press(.delete)
        #expect(app.line(4).hasPrefix("r0 r1"), "r2, the previous row, has the focus")
        #expect(!app.line(4).contains("r2"))
    }

    @Test func theRowTakingThePlaceIsBuiltInTheSameFrame() {
        // r3 is the last row shown: r4, which takes its place, was never built before the deletion.
        let app = show(Names(count: 1_000, height: 4).topLeading(), width: 30, height: 5)
        for _ in 0..<3 { app.press(.down) }
        let frames = app.statistics.frames
        app.press(.delete)
        #expect(app.statistics.frames - frames == 1, "focus lands in the frame that deleted the row")
        #expect(app.line(3).contains("r4"))
        #expect(app.line(4).hasPrefix("r0 r1 r2 r4 r5"))
        app.press(.delete)
        #expect(app.line(4).hasPrefix("r0 r1 r2 r5 r6"))
    }

    @Test func theFirstRowShownTakesThePlaceOfADeletedFirstRowShown() {
        let app = show(Names(count: 100, height: 4).topLeading(), width: 30, height: 5)
        for _ in 0..<10 { app.press(.down) }
        for _ in 0..<3 { app.press(.up) }
        #expect(app.line(0).contains("r7"), "r7 is focused at the top of the list; r6 is not built")
        app.press(.delete)
        app.press(.delete)
        #expect(app.line(4).hasPrefix("r0 r1 r2 r3 r4 r5 r6 r9"), "r8 took r7's place, and was deleted next")
    }
}

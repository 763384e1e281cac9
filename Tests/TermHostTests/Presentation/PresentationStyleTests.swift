import TermHost
import TermHostTesting
import Testing

private struct Note: Identifiable {
    let id: Int
}

private struct ItemSheets: View {
    @State private var note: Note?

    var body: some View {
        VStack {
            Button("One") { note = Note(id: 1) }
            Text(note.map { "showing \($0.id)" } ?? "none")
        }
        .sheet(item: $note) { note in
            NoteView(note: note, next: { self.note = Note(id: note.id + 1) })
        }
    }
}

private struct NoteView: View {
    let note: Note
    let next: () -> Void
    @State private var edits = 0

    var body: some View {
        VStack {
            Text("Note \(note.id), edits \(edits)")
            Button("Edit") { edits += 1 }
            Button("Next") { next() }
        }
    }
}

private struct Cover: View {
    @State private var covering = false

    var body: some View {
        Button("Cover") { covering = true }
            .fullScreenCover(isPresented: $covering) {
                Text("Covered")
            }
    }
}

private struct Pop: View {
    @State private var showing = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Info") { showing = true }
                .popover(isPresented: $showing) { Text("Details") }
            Text(showing ? "open" : "closed")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Detents: View {
    @State private var showing = true

    var body: some View {
        Text("Back")
            .sheet(isPresented: $showing) {
                Text("Half")
                    .presentationDetents([.medium, .large])
                    .interactiveDismissDisabled()
            }
    }
}

private struct Nested: View {
    @State private var sheet = false
    @State private var alert = false

    var body: some View {
        Button("Open") { sheet = true }
            .sheet(isPresented: $sheet) {
                Button("Warn") { alert = true }
                    .alert("Careful", isPresented: $alert) { Button("OK") {} }
            }
    }
}

@MainActor
@Suite struct PresentationStyleTests {
    @Test func anItemSheetShowsTheItemAndANewItemReplacesItWithFreshState() {
        let app = show(ItemSheets(), width: 30, height: 9)
        app.press(.enter)
        #expect(app.contains("Note 1, edits 0"))
        app.press(.enter)
        #expect(app.contains("Note 1, edits 1"))
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Note 2, edits 0"), "another id presents afresh")
        app.press(.escape)
        #expect(app.contains("none"), "Esc sets the item to nil")
    }

    @Test func aFullScreenCoverHidesEverything() {
        let app = show(Cover(), width: 20, height: 3)
        app.press(.enter)
        #expect(app.grid == "\n      Covered")
        app.press(.escape)
        #expect(app.contains("[ Cover ]"))
    }

    @Test func aPopoverIsABoxUnderItsViewAndAClickOutsideDismissesIt() {
        let app = show(Pop(), width: 20, height: 6)
        app.press(.enter)
        #expect(app.grid == """
        [ Info ]
        ╭───────╮
        │Details│
        ╰───────╯
        """)
        app.click(at: Point(x: 15, y: 5))
        #expect(app.contains("closed"))
    }

    @Test func aSheetTakesItsSmallestDetentAndInteractiveDismissDisabledKeepsItUp() {
        let app = show(Detents(), width: 20, height: 10)
        #expect(app.row(of: "╭") == 5, "the medium detent is half a large sheet, at the bottom as an iPhone sheet")
        #expect(app.row(of: "╰") == 8, "one row above the screen's bottom edge, as a large sheet")
        app.press(.escape)
        #expect(app.contains("Half"))
    }

    @Test func aPresentationInsideAPresentationGoesOnTopAndEachEscClosesOne() {
        let app = show(Nested(), width: 30, height: 9)
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("Careful"))
        #expect(app.focusedDescription == "OK")
        app.press(.escape)
        #expect(!app.contains("Careful"))
        #expect(app.focusedDescription == "Warn")
        app.press(.escape)
        #expect(app.focusedDescription == "Open")
    }
}

private struct ItemCover: View {
    @State private var note: Note?

    var body: some View {
        Button("Open") { note = Note(id: 7) }
            .fullScreenCover(item: $note) { note in
                PresentedNote(note: note)
            }
    }
}

private struct PresentedNote: View {
    let note: Note
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close \(note.id) \(isPresented)") { dismiss() }
    }
}

@MainActor
@Suite struct ItemCoverTests {
    @Test func anItemCoverShowsTheItemAndDismissSetsItToNil() {
        let app = show(ItemCover(), width: 30, height: 3)
        app.press(.enter)
        #expect(app.grid == "\n       [ Close 7 true ]")
        app.press(.enter)
        #expect(app.contains("[ Open ]"))
    }
}

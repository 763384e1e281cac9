import Testing
import TermHost
import TermHostTesting

private struct ProfileForm: View {
    @State private var name = ""
    @State private var note = ""
    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                TextField("Note", text: $note)
            }
        }
    }
}

/// Cells sent to the terminal per typed key (what the `typing` bench measures in bytes).
@Suite("Typing presentation")
@MainActor
struct TypingPresentationTests {
    /// 400 keys into a 116-column field of a hosted Form: most of them after the text has filled the
    /// field. Each key changes one cell; the field also scrolls by half its width every 58 keys
    /// (58 cells shift, about 2 a key), so 4 cells a key on average is the bound. Scrolling one column
    /// per key instead rewrote all ~115 cells of the field each time.
    @Test func aTypedKeyPresentsOnlyTheCellsItChanges() {
        let size = Size(width: 120, height: 10)
        let app = HeadlessApp(size: size) { _ in
            let window = Window()
            let host = HostWidget { ProfileForm() }
            host.contentAlignment = .topLeading
            host.frame = Rect(origin: .zero, size: size)
            window.addSubview(host)
            return window
        }
        let keys = 400
        let alphabet = Array("the quick brown fox jumps over the lazy dog ")
        let before = app.application.statistics.cellsPresented
        for index in 0..<keys { app.type(String(alphabet[index % alphabet.count])) }
        let perKey = Double(app.application.statistics.cellsPresented - before) / Double(keys)
        #expect(perKey <= 4, "cells presented per typed key: \(perKey)")
        #expect(app.line(2).contains("dog the"), "the field shows the end of what was typed")
    }
}

import Testing
import TermHost
import TermHostTesting

private struct Editor: View {
    @State var text = ""
    @State var submitted = ""
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $text).frame(width: 12)
            Text("value \(text.count <= 20 ? text : "long \(text.count)")")
            Text("submitted \(submitted)")
        }
        .onSubmit { submitted = text }
    }
}

@Suite("TextField: line editing, cursor, paste, submit")
@MainActor
struct ViewTextFieldTests {
    @Test func typingAndEditingKeys() {
        let app = show(Editor().topLeading(), width: 30, height: 3)
        #expect(app.line(0).hasPrefix("Name"), "the title is the placeholder")
        app.type("hello world")
        #expect(app.line(1).hasPrefix("value hello world"))
        app.press(.character("w"), modifiers: .control)
        #expect(app.line(1).hasPrefix("value hello "))
        app.press(.home)
        app.press(.delete)
        app.press(.right)
        app.type("X")
        #expect(app.line(1).hasPrefix("value eXllo "))
        app.press(.character("k"), modifiers: .control)
        #expect(app.line(1) .hasPrefix("value eX "))
        app.press(.end)
        app.press(.backspace)
        app.press(.character("a"), modifiers: .control)
        app.type(">")
        #expect(app.line(1).hasPrefix("value >e "))
        app.press(.character("e"), modifiers: .control)
        app.press(.character("u"), modifiers: .control)
        #expect(app.line(1).trimmingTrailing() == "value")
    }

    @Test func cursorIsShownAtTheInsertionPoint() {
        let app = show(Editor().topLeading(), width: 30, height: 3)
        app.type("abc")
        #expect(app.terminal.cursor == Point(x: 3, y: 0))
        app.press(.left)
        #expect(app.terminal.cursor == Point(x: 2, y: 0))
        app.type(String(repeating: "z", count: 20))
        // The keys arrive in one frame; the cursor (offset 22) is past the 12-column field's last column,
        // so the field scrolls by half: five characters are kept before the cursor.
        #expect(app.terminal.cursor == Point(x: 5, y: 0), "the field scrolls; the cursor stays inside")
        #expect(app.line(0).hasPrefix("zzzzzc"))
    }

    @Test func enterSubmits() {
        let app = show(Editor().topLeading(), width: 30, height: 3)
        app.type("done")
        app.press(.enter)
        #expect(app.line(2).hasPrefix("submitted done"))
    }

    @Test func pasteTurnsLineBreaksIntoSpaces() {
        let app = show(Editor().topLeading(), width: 30, height: 3)
        app.paste("a\nb\r\nc\td")
        #expect(app.line(1).hasPrefix("value a b c d"))
    }

    /// A megabyte pasted arrives whole (its cost per character is checked by count in EditingCostTests).
    @Test func megabytePasteArrivesWhole() {
        let app = show(Editor().topLeading(), width: 30, height: 3)
        let text = String(repeating: "0123456789", count: 100_000)
        app.paste(text)
        app.type("!")
        #expect(app.line(1).hasPrefix("value long 1000001"))
        // The paste scrolled the field by half (the cursor at column 5), then "!" moved it one column on.
        #expect(app.terminal.cursor == Point(x: 6, y: 0))
    }

    @Test func secureFieldHidesCharacters() {
        struct Secret: View {
            @State var password = ""
            var body: some View { SecureField("Password", text: $password).frame(width: 10) }
        }
        let app = show(Secret().topLeading(), width: 12, height: 1)
        app.type("abc")
        #expect(app.screen == "•••")
    }
}

extension String {
    func trimmingTrailing() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

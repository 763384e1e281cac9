import Testing

/// SwiftUI's `#Preview` in ported files: Xcode's template puts one under every view, so a port must compile
/// with it. On a terminal it declares nothing, but its body is type-checked as SwiftUI's is.
@Suite("Porting: #Preview", .serialized)
struct PreviewMacroTests {
    @Test func aViewFileWithPreviewsCompiles() throws {
        let outcome = try SpelledNameTests.typeCheck("""
            import TermHost

            struct ContentView: View {
                var body: some View { Text("Hello") }
            }

            #Preview {
                ContentView()
            }

            #Preview("Dark") {
                let title = "Title"
                VStack {
                    Text(title)
                    ContentView()
                }
            }
            """)
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }

    @Test func aPreviewWhoseBodyIsNotAViewDoesNotCompile() throws {
        let outcome = try SpelledNameTests.typeCheck("""
            import TermHost

            #Preview {
                UUID()
            }
            """)
        #expect(!outcome.succeeded, "the body is type-checked against the macro's signature")
    }
}

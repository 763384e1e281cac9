import TermHost

@MainActor
enum TypingLongScenario {
    /// Keys typed at the end of a text that is already this long minus them.
    static let typed = 1_000

    /// typing-100k: 1,000 characters typed, one key event and one frame each, at the end of a
    /// TextField (bound to @State) that already holds N - 1,000 characters; compare the per-key CPU
    /// with `typing` (the same form, empty, whose label counts characters).
    static func run(_ harness: Harness, n: Int) -> Sample {
        let alphabet = Array("the quick brown fox jumps over the lazy dog ")
        let initial = String((0..<max(0, n - typed)).map { alphabet[$0 % alphabet.count] })
        let window = Window()
        // The label counts UTF-8 bytes (constant time), so the figure is TermHost's cost, not the form's.
        let host = HostWidget { TypingForm(initial: initial) { "\($0.utf8.count) bytes typed" } }
        host.contentAlignment = .topLeading
        host.frame = Rect(origin: .zero, size: Harness.screenSize)
        host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(host)
        harness.show(window)
        let before = harness.application.statistics.textCharactersVisited
        var sample = harness.measure("typing-100k", n: n, updates: typed) { index in
            harness.application.handle(.key(KeyEvent(.character(alphabet[index % alphabet.count]))))
        }
        let visited = harness.application.statistics.textCharactersVisited - before
        sample.extras.append(("text_characters_visited_per_key", Double(visited) / Double(typed)))
        harness.finish(&sample)
        return sample
    }
}

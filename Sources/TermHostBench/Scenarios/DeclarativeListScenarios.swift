import TermHost

@MainActor
enum DeclarativeListScenarios {
    /// one-label: the smallest hosted app, for the library's peak RSS (what linking a module costs).
    static func oneLabel(_ harness: Harness, n: Int) -> Sample {
        let window = Window()
        let host = HostWidget { Text("Hello") }
        host.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        window.addSubview(host)
        harness.show(window)
        var sample = harness.measure("one-label", n: n, updates: 0) { _ in }
        harness.finish(&sample)
        return sample
    }
}

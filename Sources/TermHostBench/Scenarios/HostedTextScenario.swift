import TermHost

@MainActor
enum HostedTextScenario {
    /// hosted-long-text: CPU to the first frame of a window whose root view controller is a
    /// `HostingController(rootView: Text(…))` of 1,000,000 ASCII characters (the string is made before
    /// the clock starts). The text wraps at the screen's width; only the rows on screen are drawn.
    static func run(_ harness: Harness, n: Int) -> Sample {
        let text = LongStrings.ascii
        var sample = harness.measureFirstFrame("hosted-long-text", n: n) {
            let window = Window()
            window.rootViewController = HostingController(rootView: Text(text))
            return window
        }
        harness.finish(&sample)
        return sample
    }
}

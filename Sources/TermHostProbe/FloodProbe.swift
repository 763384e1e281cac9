import TermHost

/// A screen that changes all the time: every 5 ms each of 20 full-width labels gets new text, so the
/// terminal receives output continuously (for a terminal that stops reading). `q` quits.
@MainActor
enum FloodProbe {
    static func makeWindow(_ app: Application) -> Window {
        let window = Window()
        window.addSubview(placedLabel("Flood probe ready", y: 0, width: 40))
        let labels = (1...20).map { row in placedLabel("", y: row, width: 78) }
        for label in labels { window.addSubview(label) }
        var tick = 0
        func step() {
            tick += 1
            for (row, label) in labels.enumerated() {
                label.text = String(repeating: "\(tick * 31 + row) flood ", count: 8)
            }
            app.scheduler.schedule(after: .milliseconds(5)) { step() }
        }
        step()
        return window
    }
}

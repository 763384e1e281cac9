import TermHost

/// A grid of `size` by `size` numbered cells in a scroll view that scrolls both ways, as a SwiftUI
/// developer writes a spreadsheet-like screen.
struct NumberGrid: View {
    let size: Int

    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            Grid(alignment: .leading) {
                ForEach(0..<size, id: \.self) { row in
                    GridRow {
                        ForEach(0..<size, id: \.self) { column in
                            Text("\(row),\(column)")
                        }
                    }
                }
            }
        }
    }
}

@MainActor
enum GridScenario {
    /// grid-300: CPU to the first frame of an N x N `Grid` of `Text` cells in a `ScrollView` filling a
    /// `ViewRoot`; then 20 Page Down keys (their CPU each is reported as `page_down_us`). The target is on
    /// the first frame: only the cells on screen (and a margin) are made, measured and drawn.
    static func run(_ harness: Harness, n: Int) -> Sample {
        var sample = harness.measureFirstFrame("grid-300", n: n) { ViewRoot(rootView: NumberGrid(size: n)) }
        harness.application.handle(.key(KeyEvent(.tab)))
        let pages = harness.measure("grid-300", n: n, updates: 20) { _ in
            harness.application.handle(.key(KeyEvent(.pageDown)))
        }
        sample.extras.append(("page_down_us", pages.cpuMicrosecondsPerUpdate))
        harness.finish(&sample)
        return sample
    }
}

import Observation
import TermHost

/// The rows' texts: the data is a range, and the few rows that changed keep their new text here.
@MainActor
@Observable
final class LazyRowTexts {
    var changed: [Int: String] = [:]

    func text(_ index: Int) -> String { changed[index] ?? "Row \(index)" }
}

/// A LazyVStack of N one-line rows in a ScrollView, as a SwiftUI developer writes it.
struct LazyRowsView: View {
    let count: Int
    let texts: LazyRowTexts

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { index in
                    Text(texts.text(index))
                }
            }
        }
    }
}

@MainActor
enum LazyScenarios {
    /// lazy-100k: a LazyVStack of N rows in a full-screen ScrollView; 200 changes, alternately the
    /// text of a row on screen and a PageDown (so rows are made and let go as they scroll).
    static func lazyRows(_ harness: Harness, n: Int) -> Sample {
        let texts = LazyRowTexts()
        harness.show(ViewRoot(rootView: LazyRowsView(count: n, texts: texts)))
        harness.application.handle(.key(KeyEvent(.tab)))
        var top = 0
        var sample = harness.measure("lazy-100k", n: n, updates: 200) { index in
            if index.isMultiple(of: 2) {
                texts.changed[top + 5] = "Row \(top + 5) changed \(index)"
            } else {
                harness.application.handle(.key(KeyEvent(.pageDown)))
                top += Harness.screenSize.height - 1
            }
        }
        sample.extras.append(("rows_changed", Double(texts.changed.count)))
        harness.finish(&sample)
        return sample
    }
}

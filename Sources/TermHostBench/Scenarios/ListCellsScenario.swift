import TermHost

@MainActor
enum ListCellsScenario {
    /// list-1000-cells: list-1000 with plain cells; row 5's text changes 200 times (`reloadRows(at: [5])`).
    static func run(_ harness: Harness, n: Int) -> Sample {
        let rows = TextRows(count: n, hosted: false)
        let list = ListScenarios.fullScreenList(harness, dataSource: rows, identifier: "text")
        var sample = harness.measure("list-1000-cells", n: n, updates: 200) { index in
            rows.texts[5] = "Row 5 changed \(index + 1)"
            list.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        }
        sample.extras.append(("cell_widgets", Double(list.subviews.count)))
        sample.note = "cells: ListCellWidget with defaultContentConfiguration() (dequeueReusableCell, no hosting)"
        harness.finish(&sample)
        return sample
    }
}

extension Report {
    /// The list targets of the performance issue, each the median of the per-pair CPU ratios to the C
    /// baseline, and bytes per change no more than the baseline's: `list-1000-cells` (plain cells) at
    /// most 2x, `list-1000` (hosted cells) at most 2.5x, `declarative-list-1000` at most 3x.
    func listTargets() -> [TargetResult] {
        guard let base = baseline else { return [] }
        let limits: [(scenario: String, cpu: Double, label: String)] = [
            ("list-1000-cells", 2, "2x"), ("list-1000", 2.5, "2.5x"), ("declarative-list-1000", 3, "3x"),
        ]
        var targets: [TargetResult] = []
        for limit in limits {
            guard let measured = paired.first(where: { $0.sample.scenario == limit.scenario }),
                  let cpu = measured.cpuRatio else { continue }
            let sample = measured.sample
            targets.append(TargetResult(
                name: "\(limit.scenario) CPU per change <= \(limit.label) C (median of per-pair ratios)",
                passed: cpu <= limit.cpu,
                detail: "\(Format.figure(sample.cpuMicrosecondsPerUpdate)) us vs C \(Format.figure(base.cpuMicrosecondsPerUpdate)) us = \(Format.times(cpu)) \(Report.spread(measured))"))
            guard !headless else { continue }
            let bytes = sample.bytesPerUpdate / max(0.001, base.bytesPerUpdate)
            // Compared at the precision the table shows (two decimals): the first change's cursor move
            // starts where each program's first frame left the cursor, which can differ by a byte or two
            // in the 200 changes (a row's leading inset puts the text one column to the right).
            targets.append(TargetResult(
                name: "\(limit.scenario) bytes per change <= 1.0x C", passed: (bytes * 100).rounded() <= 100,
                detail: "\(Format.figure(sample.bytesPerUpdate)) B vs C \(Format.figure(base.bytesPerUpdate)) B = \(Format.times(bytes))"))
        }
        return targets
    }
}

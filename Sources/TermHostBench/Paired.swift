/// A scenario size measured in K pairs: each pair runs the reference (the raw-ncurses C baseline, or
/// another TermHost build under `--compare`) and then the scenario, one right after the other, so both
/// see the same moment of a shared machine. The ratio reported is the median of the per-pair ratios.
struct Paired {
    /// Every run of the scenario, in order.
    let runs: [Sample]
    /// Every run of the reference, in order (empty when there is none).
    let references: [Sample]

    /// The scenario run with the median CPU: the figures shown for the scenario.
    var sample: Sample { Paired.median(of: runs) }

    /// The reference run with the median CPU.
    var reference: Sample? { references.isEmpty ? nil : Paired.median(of: references) }

    /// Scenario CPU over reference CPU, pair by pair.
    var cpuRatios: [Double] { Paired.cpuRatios(runs, over: references) }

    /// The CPU of each of `runs` over that of the reference run of the same pair (or round).
    static func cpuRatios(_ runs: [Sample], over references: [Sample]) -> [Double] {
        zip(runs, references).compactMap { run, reference in
            reference.cpuMicrosecondsPerUpdate > 0 ? run.cpuMicrosecondsPerUpdate / reference.cpuMicrosecondsPerUpdate : nil
        }
    }

    /// The median of ``cpuRatios``.
    var cpuRatio: Double? { Paired.median(cpuRatios) }

    /// The smallest and largest per-pair CPU ratio.
    var cpuRatioSpread: (low: Double, high: Double)? {
        guard let low = cpuRatios.min(), let high = cpuRatios.max() else { return nil }
        return (low, high)
    }

    /// The run of `samples` whose CPU per update is the median (the lower middle one for an even count).
    static func median(of samples: [Sample]) -> Sample {
        let sorted = samples.sorted { $0.cpuMicrosecondsPerUpdate < $1.cpuMicrosecondsPerUpdate }
        return sorted[(sorted.count - 1) / 2]
    }

    /// The median of `values` (the mean of the middle two for an even count), or `nil` when empty.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The pair's figures as JSON: the median ratio, its spread, every ratio and every run.
    var json: String {
        var fields = ["\"sample\": \(sample.json)"]
        if let cpuRatio { fields.append("\"cpu_ratio_median\": \(JSON.number(cpuRatio))") }
        if let spread = cpuRatioSpread {
            fields.append("\"cpu_ratio_low\": \(JSON.number(spread.low)), \"cpu_ratio_high\": \(JSON.number(spread.high))")
        }
        fields.append("\"cpu_ratios\": [" + cpuRatios.map(JSON.number).joined(separator: ", ") + "]")
        fields.append("\"runs\": [" + runs.map(\.json).joined(separator: ", ") + "]")
        fields.append("\"reference_runs\": [" + references.map(\.json).joined(separator: ", ") + "]")
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

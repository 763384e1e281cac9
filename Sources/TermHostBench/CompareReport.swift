/// The result of `--compare`: this build against another TermHostBench build, scenario by scenario,
/// each size measured in pairs (the other build's run, then this build's).
struct CompareReport {
    /// The other build's executable.
    let other: String
    /// Each scenario size; the references are the other build's runs.
    let paired: [Paired]
    let pairs: Int

    var table: String {
        var lines: [String] = []
        lines.append("TermHostBench --compare: this build against \(other); \(pairs) pair(s) per scenario size")
        lines.append("figures are the median run's; ×other is the median of the per-pair CPU ratios (below 1: this build is faster)")
        let header = [
            Format.left("scenario", 18), Format.right("n", 7), Format.right("this us/upd", 12), Format.right("other us/upd", 13),
            Format.right("×other", 8), Format.right("pairs ×other", 15), Format.right("this B/upd", 11),
            Format.right("other B/upd", 12), Format.right("this RSS KB", 12), Format.right("other RSS KB", 13),
        ]
        lines.append(header.joined(separator: " "))
        lines.append(String(repeating: "-", count: lines[lines.count - 1].count))
        for measured in paired {
            let this = measured.sample
            let reference = measured.reference
            let spread = measured.cpuRatioSpread.map { times($0.low) + "–" + times($0.high) } ?? "-"
            let columns = [
                Format.left(this.scenario, 18), Format.right(String(this.n), 7),
                Format.right(number(this.cpuMicrosecondsPerUpdate), 12),
                Format.right(reference.map { number($0.cpuMicrosecondsPerUpdate) } ?? "-", 13),
                Format.right(measured.cpuRatio.map(times) ?? "n/a", 8), Format.right(spread, 15),
                Format.right(number(this.bytesPerUpdate), 11),
                Format.right(reference.map { number($0.bytesPerUpdate) } ?? "-", 12),
                Format.right(String(this.peakRSSKilobytes), 12),
                Format.right(reference.map { String($0.peakRSSKilobytes) } ?? "-", 13),
            ]
            lines.append(columns.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    var json: String {
        var lines: [String] = ["{"]
        lines.append("  \"compare\": \(JSON.quoted(other)),")
        lines.append("  \"pairs\": \(pairs),")
        lines.append("  \"results\": [")
        lines.append(paired.map { "    " + $0.json }.joined(separator: ",\n"))
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func times(_ value: Double) -> String { Format.times(value) }

    private func number(_ value: Double) -> String { Format.figure(value) }
}

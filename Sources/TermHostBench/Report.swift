/// One target of the performance issue, judged from one run.
struct TargetResult {
    let name: String
    let passed: Bool
    let detail: String
}

/// Judges the targets and prints the results as a table or as JSON.
struct Report {
    /// The C baseline's median run over every pair.
    let baseline: Sample?
    /// Each scenario size, measured in pairs with the baseline.
    let paired: [Paired]
    let headless: Bool
    /// How the Swift runtime is linked (`ProcessStats.swiftRuntimeLinkage()`): the scenarios run in this
    /// same executable, so it is theirs too.
    let linkage = ProcessStats.swiftRuntimeLinkage()
    let pairs: Int

    /// The median run of each scenario size.
    var results: [Sample] { paired.map(\.sample) }

    private func result(_ scenario: String, _ n: Int) -> Sample? {
        measured(scenario, n)?.sample
    }

    private func measured(_ scenario: String, _ n: Int) -> Paired? {
        paired.first { $0.sample.scenario == scenario && $0.sample.n == n }
    }

    /// The CPU of `scenario` at size `big` over its CPU at size `small`, round by round (the two sizes run
    /// one after the other in each round): the median ratio and its spread.
    func growth(_ scenario: String, _ small: Int, _ big: Int) -> (ratio: Double, low: Double, high: Double)? {
        guard let smallRuns = measured(scenario, small)?.runs, let bigRuns = measured(scenario, big)?.runs else { return nil }
        let ratios = Paired.cpuRatios(bigRuns, over: smallRuns)
        guard let median = Paired.median(ratios), let low = ratios.min(), let high = ratios.max() else { return nil }
        return (median, low, high)
    }

    /// A growth target's figures: both sizes' median CPU, the median of the per-round ratios and their spread.
    static func growthDetail(_ big: Sample, _ small: Sample, _ growth: (ratio: Double, low: Double, high: Double)) -> String {
        "\(number(big.cpuMicrosecondsPerUpdate)) us vs \(number(small.cpuMicrosecondsPerUpdate)) us, "
            + "\(times(growth.ratio)) (rounds \(times(growth.low))–\(times(growth.high)))"
    }

    private static func ratio(_ value: Double, _ reference: Double) -> Double? {
        reference > 0 ? value / reference : nil
    }

    private static func times(_ value: Double?) -> String {
        value.map(Format.times) ?? "n/a"
    }

    /// The per-pair ratios' range, as "(pairs 2.61×–2.93×)".
    static func spread(_ measured: Paired) -> String {
        guard let spread = measured.cpuRatioSpread else { return "" }
        return "(pairs \(times(spread.low))–\(times(spread.high)))"
    }

    private static func number(_ value: Double) -> String { Format.figure(value) }

    // MARK: Targets

    var targets: [TargetResult] {
        var targets: [TargetResult] = []
        func add(_ name: String, _ passed: Bool, _ detail: String) {
            targets.append(TargetResult(name: name, passed: passed, detail: detail))
        }
        if let list = result("list-1000", 1_000), let base = baseline {
            let rss = Double(list.peakRSSKilobytes) / Double(max(1, base.peakRSSKilobytes))
            add("list-1000 peak RSS <= 4x C", rss <= 4 && list.peakRSSKilobytes > 0,
                "\(list.peakRSSKilobytes) KB vs C \(base.peakRSSKilobytes) KB = \(Self.times(rss))")
        }
        if let small = result("label-in-big-tree", 100), let big = result("label-in-big-tree", 10_000),
           let growth = growth("label-in-big-tree", 100, 10_000) {
            add("label-in-big-tree CPU at N=10,000 <= 1.5x N=100 (median of per-round ratios)", growth.ratio <= 1.5,
                Self.growthDetail(big, small, growth))
        }
        let trees = results.filter { $0.scenario == "label-in-big-tree" }
        if !trees.isEmpty {
            let exact = trees.allSatisfy { $0.framesPerUpdate == 1 && $0.bodyEvaluationsPerUpdate == 1 }
            let figures = trees.map { "N=\($0.n): \(Self.number($0.framesPerUpdate)) frames, \(Self.number($0.bodyEvaluationsPerUpdate)) bodies" }
            add("label-in-big-tree exactly 1 frame and 1 body evaluation per change", exact, figures.joined(separator: "; "))
        }
        if let small = result("host-resize", 10), let big = result("host-resize", 1_000) {
            let grows = big.widgetsLaidOutPerUpdate > small.widgetsLaidOutPerUpdate
            add("host-resize widgets laid out per change do not grow with N", !grows,
                "\(Self.number(small.widgetsLaidOutPerUpdate)) at N=10, \(Self.number(big.widgetsLaidOutPerUpdate)) at N=1,000 (moved siblings are repositioned, not laid out)")
            if let growth = growth("host-resize", 10, 1_000) {
                add("host-resize CPU at N=1,000 <= 3x N=10 (median of per-round ratios)", growth.ratio <= 3,
                    Self.growthDetail(big, small, growth))
            }
            if let laidOut = big.extra("nodes_laid_out_per_update"), let moved = big.extra("node_frames_changed_per_update") {
                add("host-resize nodes laid out per change <= nodes whose frames change", laidOut <= moved,
                    "\(Self.number(laidOut)) laid out, \(Self.number(moved)) frames changed at N=1,000")
            }
        }
        if let small = result("list-100k", 1_000), let big = result("list-100k", 100_000) {
            let rss = Double(big.peakRSSKilobytes) / Double(max(1, small.peakRSSKilobytes))
            add("list-100k peak RSS <= 1.2x the 1,000-row run", rss <= 1.2 && big.peakRSSKilobytes > 0,
                "\(big.peakRSSKilobytes) KB vs \(small.peakRSSKilobytes) KB = \(Self.times(rss))")
            if let growth = growth("list-100k", 1_000, 100_000) {
                add("list-100k CPU per scroll step <= 1.5x the 1,000-row run (median of per-round ratios)", growth.ratio <= 1.5,
                    Self.growthDetail(big, small, growth))
            }
        }
        if let short = result("typing", 1_000), let long = result("typing-100k", 100_000) {
            let cpu = long.cpuMicrosecondsPerUpdate / max(0.001, short.cpuMicrosecondsPerUpdate)
            add("typing-100k CPU per key <= 1.5x typing", cpu <= 1.5,
                "\(Self.number(long.cpuMicrosecondsPerUpdate)) us vs \(Self.number(short.cpuMicrosecondsPerUpdate)) us = \(Self.times(cpu))")
        }
        if let long = result("long-text", 1) {
            add("long-text first frame <= 250 ms CPU", long.cpuMicrosecondsPerUpdate <= 250_000,
                "\(Self.number(long.cpuMicrosecondsPerUpdate / 1_000)) ms")
        }
        if let small = result("lazy-100k", 1_000), let big = result("lazy-100k", 100_000) {
            let rss = Double(big.peakRSSKilobytes) / Double(max(1, small.peakRSSKilobytes))
            add("lazy-100k peak RSS <= 1.2x the 1,000-row run", rss <= 1.2 && big.peakRSSKilobytes > 0,
                "\(big.peakRSSKilobytes) KB vs \(small.peakRSSKilobytes) KB = \(Self.times(rss))")
        }
        if let memory = results.first(where: { $0.scenario == "widget-memory" }), let perWidget = memory.extra("rss_bytes_per_widget") {
            add("widget-memory <= 1 KB RSS per plain widget", perWidget <= 1_024,
                "\(Self.number(perWidget)) B RSS per widget (heap \(Self.number(memory.extra("heap_bytes_per_widget") ?? 0)) B) for N=\(memory.n)")
        }
        targets += listTargets()
        targets += scaleTargets()
        return targets
    }

    // MARK: Output

    var table: String {
        var lines: [String] = []
        let terminal = headless ? "HeadlessTerminal (no bytes)" : "NcursesTerminal on a pseudo-terminal, TERM=xterm-256color"
        lines.append("TermHostBench: 120x40, \(terminal); Swift runtime linked \(linkage == "static" ? "statically" : "as shared libraries");")
        lines.append("\(pairs) pair(s) of runs, the C baseline then the scenario;")
        lines.append("figures are the median run's; CPU ×C is the median of the per-pair ratios, its spread beside it")
        let header = [
            Format.left("scenario", 18), Format.right("n", 7), Format.right("cpu us/upd", 11), Format.right("×C", 8), Format.right("pairs ×C", 13),
            Format.right("bytes/upd", 10), Format.right("×C", 7), Format.right("frames", 7), Format.right("bodies", 7),
            Format.right("laid out", 9), Format.right("cells", 7), Format.right("×C", 7), Format.right("RSS KB", 8),
            Format.right("×C", 7),
        ]
        lines.append(header.joined(separator: " "))
        lines.append(String(repeating: "-", count: lines[lines.count - 1].count))
        if let baseline { lines.append(row(baseline, measured: nil, label: "ncurses C (list)", isBaseline: true)) }
        for measured in paired { lines.append(row(measured.sample, measured: measured, label: measured.sample.scenario, isBaseline: false)) }
        lines.append("")
        for sample in results where !sample.extras.isEmpty || sample.note != nil {
            var parts = sample.extras
                .filter { $0.key != "updates" }
                .map { "\($0.key)=\(Self.number($0.value))" }
            if let note = sample.note { parts.append(note) }
            lines.append("  \(sample.scenario) n=\(sample.n): " + parts.joined(separator: ", "))
        }
        lines.append("")
        lines.append("Targets")
        let judged = targets
        for target in judged {
            lines.append("  \(target.passed ? "PASS" : "FAIL")  \(target.name): \(target.detail)")
        }
        let passed = judged.filter(\.passed).count
        lines.append("  \(passed) of \(judged.count) targets met")
        return lines.joined(separator: "\n")
    }

    private func row(_ sample: Sample, measured: Paired?, label: String, isBaseline: Bool) -> String {
        let base = baseline
        let cpuRatio = isBaseline ? 1 : measured?.cpuRatio
        let pairRange = measured?.cpuRatioSpread.map { Self.times($0.low) + "–" + Self.times($0.high) } ?? "-"
        let bytesRatio = headless && !isBaseline ? nil : base.flatMap { Self.ratio(sample.bytesPerUpdate, $0.bytesPerUpdate) }
        let cellsRatio = base.flatMap { Self.ratio(sample.cellsDrawnPerUpdate, $0.cellsDrawnPerUpdate) }
        let rssRatio = base.flatMap { Self.ratio(Double(sample.peakRSSKilobytes), Double($0.peakRSSKilobytes)) }
        let columns = [
            Format.left(label, 18), Format.right(String(sample.n), 7),
            Format.right(Self.number(sample.cpuMicrosecondsPerUpdate), 11), Format.right(Self.times(cpuRatio), 8),
            Format.right(pairRange, 13),
            Format.right(headless && !isBaseline ? "-" : Self.number(sample.bytesPerUpdate), 10),
            Format.right(Self.times(bytesRatio), 7),
            Format.right(Self.number(sample.framesPerUpdate), 7), Format.right(Self.number(sample.bodyEvaluationsPerUpdate), 7),
            Format.right(Self.number(sample.widgetsLaidOutPerUpdate), 9), Format.right(Self.number(sample.cellsDrawnPerUpdate), 7),
            Format.right(Self.times(cellsRatio), 7), Format.right(String(sample.peakRSSKilobytes), 8),
            Format.right(Self.times(rssRatio), 7),
        ]
        return columns.joined(separator: " ")
    }

    var json: String {
        var lines: [String] = ["{"]
        lines.append("  \"terminal\": \(JSON.quoted(headless ? "headless" : "ncurses-pty")),")
        lines.append("  \"swift_runtime\": \(JSON.quoted(linkage)),")
        lines.append("  \"pairs\": \(pairs),")
        lines.append("  \"baseline\": \(baseline?.json ?? "null"),")
        lines.append("  \"results\": [")
        lines.append(paired.map { "    " + $0.json }.joined(separator: ",\n"))
        lines.append("  ],")
        lines.append("  \"targets\": [")
        lines.append(targets.map {
            "    {\"target\": \(JSON.quoted($0.name)), \"pass\": \($0.passed), \"detail\": \(JSON.quoted($0.detail))}"
        }.joined(separator: ",\n"))
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}

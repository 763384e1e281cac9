extension Report {
    /// The scale targets: a 300 x 300 grid's first frame and a 1M-character hosted text's first frame within
    /// 250 ms of CPU; a key in a table near row 1,000,000 at most twice a key in a list there; a diffable
    /// apply of 1% changed linear in the items and changes (see `DiffableScenario`).
    func scaleTargets() -> [TargetResult] {
        var targets: [TargetResult] = []
        func sample(_ scenario: String) -> Sample? { results.first { $0.scenario == scenario } }
        for name in ["grid-300", "hosted-long-text"] {
            guard let first = sample(name) else { continue }
            targets.append(TargetResult(name: "\(name) first frame <= 250 ms CPU", passed: first.cpuMicrosecondsPerUpdate <= 250_000,
                                        detail: "\(Format.figure(first.cpuMicrosecondsPerUpdate / 1_000)) ms"))
        }
        if let table = sample("table-key-1m"), let list = sample("list-key-1m") {
            let ratio = table.cpuMicrosecondsPerUpdate / max(0.001, list.cpuMicrosecondsPerUpdate)
            targets.append(TargetResult(name: "table-key-1m CPU per key <= 2x list-key-1m", passed: ratio <= 2,
                                        detail: "\(Format.figure(table.cpuMicrosecondsPerUpdate)) us vs \(Format.figure(list.cpuMicrosecondsPerUpdate)) us = \(Format.times(ratio))"))
        }
        if let small = results.first(where: { $0.scenario == "diffable-100k" && $0.n == 10_000 }),
           let big = results.first(where: { $0.scenario == "diffable-100k" && $0.n == 100_000 }),
           let growth = growth("diffable-100k", 10_000, 100_000) {
            targets.append(TargetResult(name: "diffable-100k CPU per apply at N=100,000 <= 12x N=10,000 (linear; median of per-round ratios)",
                                        passed: growth.ratio <= 12, detail: Self.growthDetail(big, small, growth)))
        }
        return targets
    }
}

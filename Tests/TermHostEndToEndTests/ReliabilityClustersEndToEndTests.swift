import Foundation
import Testing

/// Every scalar of a grapheme cluster reaches the terminal, at its cell: ZWJ sequences, modifiers,
/// flags, Indic and Thai clusters, stacked marks and VS16 emoji, which ncurses cannot store in a cell,
/// are written whole by TermHost (`TermHostProbe clusters`).
@Suite("Reliability: whole grapheme clusters (pty and tmux)")
struct ReliabilityClustersEndToEndTests {
    /// The probe's ten clusters (kept in step with `ClusterProbe.clusters`).
    static let clusters = [
        "👩\u{200D}👩\u{200D}👧\u{200D}👦", "👍🏽", "🇯🇵🇺🇸", "हिन्दी", "กำลัง",
        "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "❤️", "#️⃣", "👩\u{200D}💻", "\u{1100}\u{1161}\u{11A8}",
    ]

    @Test func everyScalarReachesThePseudoTerminalAtItsCell() throws {
        let probe = try PseudoTerminalProbe(columns: 70, rows: 14) { _ in ["clusters"] }
        defer { probe.close() }
        #expect(probe.waitForOutput("Cluster probe ready"))
        #expect(probe.waitForOutput(Self.clusters[8]), "the last written cluster arrived")
        let output = probe.output
        for (index, text) in Self.clusters.enumerated() {
            let row = index + 2
            for (column, cluster) in [(3, text), (41, text)] {
                let first = String(cluster.first ?? " ")
                let bytes = Array(first.utf8)
                #expect(output.firstRange(of: bytes) != nil, "row \(row): \(first.unicodeScalars.count) scalars whole")
                // Written by TermHost: right after the move to its cell (ncurses writes the jamo itself).
                if index != 9 {
                    let placed = Array("\u{1b}[\(row);\(column)H".utf8) + bytes
                    #expect(output.firstRange(of: placed) != nil, "row \(row) column \(column): at its cell")
                }
            }
        }
        let second = Array("🇺🇸".utf8)
        #expect(output.firstRange(of: Array("\u{1b}[4;5H".utf8) + second) != nil, "the second flag two columns on")
        probe.type("q")
        #expect(probe.status(waitingUpTo: 10) == 0)
    }

    @Test func tmuxShowsEveryClusterWhole() throws {
        let pane = try TmuxPane(width: 70, height: 14) { _ in
            "SWIFT_BACKTRACE=enable=no \(Products.path("TermHostProbe")) clusters; sleep 600"
        }
        defer { pane.close() }
        _ = try #require(pane.waitFor("Cluster probe ready"))
        let captured = try #require(pane.waitForScreen { $0.contains(Self.clusters[8]) })
        for (index, cluster) in Self.clusters.enumerated() {
            let line = TmuxPane.line(captured, index + 1)
            // tmux 3.3 keeps at most 21 bytes in a cell: the family's last emoji (25 bytes) has no room there.
            let expected = index == 0 ? "👩\u{200D}👩\u{200D}👧\u{200D}" : cluster
            #expect(line.hasSuffix(expected), "row \(index + 1), column 40: \(line)")
            #expect(line.hasPrefix("\(index)>") && line.contains("<"), "the markers around it are kept: \(line)")
        }
        try pane.send("q")
    }
}

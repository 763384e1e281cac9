import TermHost

/// Ten grapheme clusters ncurses cannot store in one cell, or stores with the wrong width: each row shows
/// one between markers (`3>`…`<`) and again at column 40 with nothing after it. `q` quits.
@MainActor
enum ClusterProbe {
    static let clusters = [
        "👩\u{200D}👩\u{200D}👧\u{200D}👦",  // a ZWJ family: four emoji, three joiners
        "👍🏽",                               // an emoji modifier
        "🇯🇵🇺🇸",                             // two flags: regional-indicator pairs
        "हिन्दी",                              // Devanagari: spacing vowel signs and a virama
        "กำลัง",                              // Thai: a spacing vowel and a mark above
        "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",  // six combining marks, more than ncurses keeps
        "❤️",                                 // VS16 makes a one-column character a two-column emoji
        "#️⃣",                                 // a keycap: VS16 and a combining enclosing keycap
        "👩\u{200D}💻",                        // a profession ZWJ sequence
        "\u{1100}\u{1161}\u{11A8}",           // Hangul in conjoining jamo (ncurses stores this one)
    ]

    static func makeWindow(_ app: Application) -> Window {
        let window = Window()
        window.addSubview(placedLabel("Cluster probe ready", y: 0, width: 30))
        for (index, cluster) in clusters.enumerated() {
            window.addSubview(placedLabel("\(index)>\(cluster)<", x: 0, y: index + 1, width: 30))
            window.addSubview(placedLabel(cluster, x: 40, y: index + 1, width: 20))
        }
        return window
    }
}

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Where a navigation bar's parts go in its one row: the back button, the left items, the title and
/// the right items, each item numbered with the function key that presses it.
@MainActor
struct NavigationBarLayout {
    /// What a part of the bar does when pressed.
    enum Target {
        case back
        case item(BarButtonItem)
    }

    /// One drawn part.
    struct Segment {
        var x: Int
        var text: String
        var target: Target?
        var style: Style
        /// The function key that presses it (`nil` for the back button, pressed with Esc, and the title).
        var key: Int?
        var width: Int { TextWidth.of(text) }
    }

    /// The function key of the leftmost item (F1 is left alone: many terminals keep it for help).
    static let firstKey = 2
    /// The columns left free at each end of the bar and between parts.
    static let margin = 1, gap = 2

    private(set) var segments: [Segment] = []

    /// Lays out `top` (and the back button to `back`, when `showsBack`) across `width` columns.
    init(top: NavigationItem?, back: NavigationItem?, showsBack: Bool, width: Int, base: Style) {
        var key = NavigationBarLayout.firstKey
        var left = NavigationBarLayout.margin
        if showsBack {
            let items = (top?.leftBarButtonItems ?? []) + (top?.rightBarButtonItems ?? [])
            let title = NavigationBarLayout.backTitle(for: back, besideTitle: top?.title, items: items, width: width)
            let text = "‹ \(title) (Esc)"
            segments.append(Segment(x: left, text: text, target: .back, style: base, key: nil))
            left += TextWidth.of(text) + NavigationBarLayout.gap
        }
        for item in (top?.leftBarButtonItems ?? []) where item.isShown {
            let segment = NavigationBarLayout.segment(for: item, key: key, at: left, base: base)
            segments.append(segment)
            left += segment.width + NavigationBarLayout.gap
            key += 1
        }
        var rights = (top?.rightBarButtonItems ?? []).reversed().filter { $0.isShown }.map { item -> Segment in
            defer { key += 1 }
            return NavigationBarLayout.segment(for: item, key: key, at: 0, base: base)
        }
        let rightWidth = rights.reduce(0) { $0 + $1.width } + max(0, rights.count - 1) * NavigationBarLayout.gap
        var x = max(left, width - NavigationBarLayout.margin - rightWidth)
        let rightStart = x
        for index in rights.indices {
            rights[index].x = x
            x += rights[index].width + NavigationBarLayout.gap
        }
        if let title = top?.title, !title.isEmpty {
            let limit = rights.isEmpty ? width - NavigationBarLayout.margin : rightStart - NavigationBarLayout.gap
            let room = limit - left
            if room > 0 {
                let shown = TextLayout.truncate(title, toWidth: room)
                let shownWidth = TextWidth.of(shown)
                let x = min(max(left, (width - shownWidth) / 2), limit - shownWidth)
                segments.append(Segment(x: x, text: shown, target: nil, style: base.adding(.bold), key: nil))
            }
        }
        segments.append(contentsOf: rights)
    }

    /// The back button's title: the previous item's back title, else its title, else `Back`; also
    /// `Back` when that title would not leave room for the top item's title and its other items (UIKit
    /// shortens a back button that does not fit the same way).
    static func backTitle(for item: NavigationItem?, besideTitle title: String?, items: [BarButtonItem],
                          width: Int) -> String {
        let back = item?.backBarButtonItem?.title ?? item?.backButtonTitle ?? item?.title ?? ""
        guard !back.isEmpty else { return "Back" }
        let rightWidth = items.filter { $0.isShown }.reduce(0) { $0 + TextWidth.of("\($1.title ?? "") (F0)") + gap }
        let needed = margin + TextWidth.of("‹ \(back) (Esc)") + gap + TextWidth.of(title ?? "") + rightWidth + margin
        return needed > width ? "Back" : back
    }

    private static func segment(for item: BarButtonItem, key: Int, at x: Int, base: Style) -> Segment {
        var style = base
        if item.style == .done { style = style.adding(.bold) }
        if let tint = item.tintColor { style.foreground = tint }
        if !item.isEnabled { style = style.adding(.dim) }
        return Segment(x: x, text: "\(item.title ?? "") (F\(key))", target: .item(item), style: style, key: key)
    }

    /// The part at column `x`, if it can be pressed.
    func target(atColumn x: Int) -> Target? {
        segments.first { $0.target != nil && x >= $0.x && x < $0.x + $0.width }?.target
    }

    /// The item pressed by function key `key`.
    func item(forKey key: Int) -> BarButtonItem? {
        for segment in segments where segment.key == key {
            if case .item(let item) = segment.target { return item }
        }
        return nil
    }
}

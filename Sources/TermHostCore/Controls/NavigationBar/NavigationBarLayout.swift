/// Where a navigation bar's parts go in its one row, the one layout of both halves: the back button at
/// the left margin, the leading items after it, the trailing items against the right margin, the title
/// (or the principal items) centred in the bar when the room between them allows, else as near the
/// centre as it can, truncated with `…` when it must be.
///
/// Each item is preceded by its function-key hint (``NavigationBarShortcuts``). One column is left free
/// at each end, two between parts. Coordinates are columns from the bar's left edge.
package struct NavigationBarLayout: Equatable, Sendable {
    /// An item's place: its shortcut hint at `hintX` and its content at `x`.
    package struct Item: Equatable, Sendable {
        /// Where the content starts.
        package var x: Int
        /// The content's width (cut to the bar).
        package var width: Int
        /// The function key that presses the item.
        package var shortcut: Int
        /// Where its hint starts.
        package var hintX: Int { x - NavigationBarShortcuts.hintWidth }
    }

    /// A text drawn at a column (the back button, the title).
    package struct Text: Equatable, Sendable {
        /// Where it starts.
        package var x: Int
        /// What is drawn.
        package var text: String
        /// Its width in columns.
        package var width: Int { TextWidth.of(text) }
    }

    /// A span of columns (a principal item's place).
    package struct Span: Equatable, Sendable {
        /// Where it starts.
        package var x: Int
        /// Its width.
        package var width: Int
    }

    /// The columns left free at each end of the bar.
    package static let margin = 1
    /// The columns between parts.
    package static let gap = 2

    /// The back button's text and where it starts, when it shows.
    package private(set) var back: Text?
    /// The leading items, left to right.
    package private(set) var leading: [Item] = []
    /// The trailing items, left to right.
    package private(set) var trailing: [Item] = []
    /// The title as shown (truncated to its room) and where it starts; `nil` when there is none, no room,
    /// or principal items take the middle.
    package private(set) var title: Text?
    /// The principal items' places (`x`, `width`), left to right.
    package private(set) var principal: [Span] = []

    /// Lays `model` out across `width` columns.
    package init(_ model: NavigationBarModel, width: Int) {
        var left = Self.margin
        var key = model.firstShortcut
        if model.showsBackButton {
            let text = NavigationBarLook.backButtonText(Self.backTitle(model, width: width))
            back = Text(x: left, text: text)
            left += TextWidth.of(text) + Self.gap
        }
        for itemWidth in model.leadingWidths {
            let x = left + NavigationBarShortcuts.hintWidth
            let shown = min(itemWidth, max(0, width - x))
            leading.append(Item(x: x, width: shown, shortcut: key))
            left = x + shown + Self.gap
            key += 1
        }
        var right = width - Self.margin
        var trailing: [Item] = []
        let keys = key..<(key + model.trailingWidths.count)
        for (itemWidth, itemKey) in zip(model.trailingWidths, keys).reversed() {
            right -= itemWidth + NavigationBarShortcuts.hintWidth
            let x = right + NavigationBarShortcuts.hintWidth
            trailing.insert(Item(x: x, width: min(itemWidth, max(0, width - x)), shortcut: itemKey), at: 0)
            right -= Self.gap
        }
        self.trailing = trailing
        let limit = trailing.isEmpty ? width - Self.margin : right
        if !model.principalWidths.isEmpty {
            let total = model.principalWidths.reduce(0, +) + Self.gap * (model.principalWidths.count - 1)
            var x = max(left, min((width - total) / 2, limit - total))
            for itemWidth in model.principalWidths {
                principal.append(Span(x: x, width: min(itemWidth, max(0, limit - x))))
                x += itemWidth + Self.gap
            }
        } else if let title = model.title, !title.isEmpty, limit - left > 0 {
            let shown = TextLayout.truncate(title, toWidth: limit - left)
            let shownWidth = TextWidth.of(shown)
            self.title = Text(x: min(max(left, (width - shownWidth) / 2), limit - shownWidth), text: shown)
        }
    }

    /// The back button's title: the previous page's title, or `Back` when there is none or when with it
    /// the bar could not show its title and items whole (UIKit and SwiftUI shorten a back button that
    /// does not fit the same way).
    static func backTitle(_ model: NavigationBarModel, width: Int) -> String {
        let fallback = NavigationBarLook.backFallbackTitle
        guard let previous = model.previousTitle, !previous.isEmpty else { return fallback }
        let items = (model.leadingWidths + model.trailingWidths).reduce(0) {
            $0 + NavigationBarShortcuts.hintWidth + $1 + gap
        }
        let title = model.title.map { TextWidth.of($0) } ?? 0
        let needed = margin + TextWidth.of(NavigationBarLook.backButtonText(previous)) + gap + title + items + margin
        return needed > width ? fallback : previous
    }

    /// The width the bar asks for to show `model` whole: the margins, the back button, the items with their
    /// hints, the title (or principal items) and the gaps between them.
    package static func idealWidth(_ model: NavigationBarModel) -> Int {
        var width = 2 * margin
        if model.showsBackButton {
            let title = model.previousTitle.flatMap { $0.isEmpty ? nil : $0 } ?? NavigationBarLook.backFallbackTitle
            width += TextWidth.of(NavigationBarLook.backButtonText(title)) + gap
        }
        for itemWidth in model.leadingWidths + model.trailingWidths {
            width += NavigationBarShortcuts.hintWidth + itemWidth + gap
        }
        if !model.principalWidths.isEmpty {
            width += model.principalWidths.reduce(0) { $0 + $1 + gap }
        } else if let title = model.title, !title.isEmpty {
            width += TextWidth.of(title) + gap
        }
        return width
    }

    /// Every item with its shortcut, in bar order (leading, then trailing).
    package var items: [Item] { leading + trailing }

    /// What is at column `x`: the back button, the item of a shortcut, or nothing that can be pressed.
    package func target(atColumn x: Int) -> NavigationBarCommand? {
        if let back, x >= back.x, x < back.x + back.width { return .back }
        for item in items where x >= item.hintX && x < item.x + item.width { return .item(shortcut: item.shortcut) }
        return nil
    }
}

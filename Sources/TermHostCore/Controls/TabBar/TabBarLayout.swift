/// Where a tab bar's parts go, the one layout of every tab bar: a line on the first row, then one row
/// where each tab has an equal share of the width (the remainder spread from the left) and shows its
/// number hint and its label centred in it, the label cut to its share less one column, so that the
/// labels of neighbouring tabs never run together.
///
/// Coordinates are columns and rows from the bar's top-left corner.
package struct TabBarLayout: Equatable, Sendable {
    /// One tab's share of the row and where its hint and label go.
    package struct Tab: Equatable, Sendable {
        /// The tab's share of the row (clicks in it choose the tab).
        package var slot: Rect
        /// Where the label goes.
        package var label: Rect
        /// Where the number hint starts (it takes ``TabBarLayout/hintWidth`` columns before the label).
        package var hint: Point { Point(x: label.minX - TabBarLayout.hintWidth, y: label.minY) }
    }

    /// The rows a bar takes: its line and its row of tabs.
    package static let rows = 2
    /// The columns a number hint takes before a label (`1` and a space).
    package static let hintWidth = 2
    /// The tabs that show a number hint (Alt-1 … Alt-9 choose them).
    package static let numberedTabs = 9

    /// The tabs, left to right.
    package private(set) var tabs: [Tab] = []

    /// Lays out tabs whose labels are `labelWidths` wide across `width` columns.
    package init(labelWidths: [Int], width: Int) {
        let count = labelWidths.count
        guard count > 0 else { return }
        for (index, labelWidth) in labelWidths.enumerated() {
            let x = width * index / count
            let slot = Rect(x: x, y: 1, width: width * (index + 1) / count - x, height: 1)
            let shown = min(labelWidth, max(0, slot.width - Self.hintWidth - 1))
            let start = slot.minX + max(0, (slot.width - shown - Self.hintWidth) / 2) + Self.hintWidth
            tabs.append(Tab(slot: slot, label: Rect(x: start, y: slot.minY, width: shown, height: 1)))
        }
    }

    /// The width a bar asks for to show labels `labelWidths` wide whole, each with its hint and a column
    /// at each side.
    package static func idealWidth(labelWidths: [Int]) -> Int {
        labelWidths.reduce(0) { $0 + $1 + hintWidth + 2 }
    }

    /// The tab whose share holds `point`.
    package func index(at point: Point) -> Int? {
        tabs.firstIndex { $0.slot.contains(point) }
    }
}

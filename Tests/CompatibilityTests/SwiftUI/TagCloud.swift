// A tag picker on a flow layout, the custom Layout most SwiftUI apps write first: tags left to
// right, wrapping to a new line when the next one does not fit the proposed width. Renames only
// (spacing constants in points become cells).
import TermHost

struct FlowLayout: Layout {
    var spacing: Int = 1
    var lineSpacing: Int = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let rows = arrangeRows(maxWidth: proposal.width ?? .infinity, subviews: subviews)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + lineSpacing * max(0, rows.count - 1)
        return Size(width: width, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrangeRows(maxWidth: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: Point(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + lineSpacing
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width = 0
        var height = 0
    }

    private func arrangeRows(maxWidth: Int, subviews: Subviews) -> [Row] {
        var rows: [Row] = []
        var current = Row()
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
            if needed > maxWidth, !current.indices.isEmpty {
                rows.append(current)
                current = Row()
            }
            current.width = current.indices.isEmpty ? size.width : current.width + spacing + size.width
            current.height = max(current.height, size.height)
            current.indices.append(index)
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }
}

struct TagCloudView: View {
    let tags = ["swift", "swiftui", "layout", "terminal", "ncurses", "linux", "concurrency", "observation"]
    @State private var selected: Set<String> = ["swiftui"]

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Topics (\(selected.count) selected)").bold()
            FlowLayout(spacing: 1, lineSpacing: 0) {
                ForEach(tags, id: \.self) { tag in
                    Button(selected.contains(tag) ? "✓ \(tag)" : tag) {
                        if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
                    }
                }
            }
        }
        .padding(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

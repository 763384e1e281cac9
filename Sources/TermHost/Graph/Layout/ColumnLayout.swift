/// Lays nodes out in a column: each child is offered the column's width and its ideal height.
/// (The full SwiftUI stack algorithm, sharing height by flexibility, lives in ``StackLayout``.)
@MainActor
struct ColumnLayout {
    var alignment: HorizontalAlignment
    var spacing: Int

    func size(of children: [ViewNode], proposal: ProposedViewSize) -> Size {
        var width = 0
        var height = 0
        for (index, child) in children.enumerated() {
            let size = child.measure(ProposedViewSize(width: proposal.width, height: nil))
            width = max(width, size.width)
            height += size.height + (index > 0 ? spacing : 0)
        }
        return Size(width: width, height: height)
    }

    func place(_ children: [ViewNode], in rect: Rect) {
        var y = rect.minY
        for child in children {
            let size = child.measure(ProposedViewSize(width: rect.width, height: nil))
            let x: Int
            switch alignment {
            case .leading: x = rect.minX
            case .center: x = rect.minX + max(0, (rect.width - size.width) / 2)
            case .trailing: x = rect.minX + max(0, rect.width - size.width)
            }
            child.place(in: Rect(x: x, y: y, width: min(size.width, rect.width), height: size.height))
            y += size.height + spacing
        }
    }
}

/// The layout of `HStack` and `VStack`, as SwiftUI does it.
///
/// With a proposal along the stack's axis, the space left after spacing is shared out: children
/// are grouped by ``ViewNode/layoutPriority`` (highest first; each group keeps back the minimum
/// sizes of the lower groups), and within a group the least flexible child (maximum minus minimum
/// size along the axis) is offered an equal share of what remains first. Without a proposal
/// (`nil`), every child takes its ideal size. The cross axis passes the proposal through, and the
/// stack is as thick as its thickest child.
@MainActor
struct StackLayout {
    /// Where children thinner than the stack go on the cross axis.
    enum Placement: Hashable {
        case start, center, end
    }

    var axis: Axis
    var placement: Placement
    var spacing: Int

    /// A column with no spacing, centred: the implicit stack of several views.
    static let column = StackLayout(axis: .vertical, placement: .center, spacing: 0)

    private var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

    private func proposal(main: Int?, cross: Int?) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        result[axis] = main
        result[crossAxis] = cross
        return result
    }

    private func main(_ size: Size) -> Int { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: Size) -> Int { axis == .horizontal ? size.height : size.width }

    /// The size each child takes for `proposal`.
    func sizes(of children: [ViewNode], proposal offered: ProposedViewSize) -> [Size] {
        guard !children.isEmpty else { return [] }
        let crossProposal = offered[crossAxis]
        guard let mainProposal = offered[axis] else {
            return children.map { $0.measure(proposal(main: nil, cross: crossProposal)) }
        }
        let gaps = spacing * (children.count - 1)
        var remaining = max(0, mainProposal - gaps)
        let minima = children.map { main($0.measure(proposal(main: 0, cross: crossProposal))) }
        let flexibility = children.indices.map { index in
            max(0, main(children[index].measure(proposal(main: ProposedViewSize.infinity, cross: crossProposal))) - minima[index])
        }
        let priorities = Swift.Set(children.map(\.layoutPriority)).sorted(by: >)
        var sizes = Array(repeating: Size.zero, count: children.count)
        for priority in priorities {
            let group = children.indices
                .filter { children[$0].layoutPriority == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minima[$1] }
            var available = remaining - reserved
            var left = group.count
            for index in group {
                let offer = max(0, available / left)
                let size = children[index].measure(proposal(main: offer, cross: crossProposal))
                sizes[index] = size
                available -= main(size)
                remaining -= main(size)
                left -= 1
            }
        }
        return sizes
    }

    /// The stack's size for `proposal`.
    func size(of children: [ViewNode], proposal: ProposedViewSize) -> Size {
        let sizes = sizes(of: children, proposal: proposal)
        guard !sizes.isEmpty else { return .zero }
        let length = sizes.reduce(0) { $0 + main($1) } + spacing * (sizes.count - 1)
        let thickness = sizes.map(cross).max() ?? 0
        return axis == .horizontal ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
    }

    /// Places the children one after another inside `rect`.
    func place(_ children: [ViewNode], in rect: Rect) {
        let sizes = sizes(of: children, proposal: ProposedViewSize(rect.size))
        var position = axis == .horizontal ? rect.minX : rect.minY
        let crossStart = axis == .horizontal ? rect.minY : rect.minX
        let crossLength = cross(rect.size)
        for (child, size) in zip(children, sizes) {
            let free = crossLength - cross(size)
            let offset: Int
            switch placement {
            case .start: offset = 0
            case .center: offset = max(0, free / 2)
            case .end: offset = max(0, free)
            }
            let origin = axis == .horizontal
                ? Point(x: position, y: crossStart + offset)
                : Point(x: crossStart + offset, y: position)
            child.place(in: Rect(origin: origin, size: size))
            position += main(size) + spacing
        }
    }
}

extension StackLayout.Placement {
    init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .leading: self = .start
        case .center: self = .center
        case .trailing: self = .end
        }
    }

    init(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .start
        case .center: self = .center
        case .bottom: self = .end
        }
    }
}

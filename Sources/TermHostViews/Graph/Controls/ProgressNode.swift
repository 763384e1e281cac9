import TermHostCore

/// The node of a `ProgressView`: an optional label row, then the bar filling the width.
@MainActor
final class ProgressNode: ViewNode {
    private var fraction: Double?
    private static let idealWidth = 20

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let progress = view as? any ProgressProtocol else { return }
        let newFraction = progress.progressValue.map { progress.progressTotal > 0 ? min(1, max(0, $0 / progress.progressTotal)) : 0 }
        if newFraction != fraction {
            fraction = newFraction
            setNeedsDisplay()
        }
        reconcile(progress.progressLabel.map { [(key: AnyHashable(0), view: $0)] } ?? [])
    }

    override func environmentDidChange() { setNeedsDisplay() }

    private func labelSize(_ proposal: ProposedViewSize) -> Size {
        StackLayout.column.size(of: layoutChildren, proposal: ProposedViewSize(width: proposal.width, height: nil))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let label = labelSize(proposal)
        return Size(width: max(label.width, proposal.width ?? Self.idealWidth), height: label.height + 1)
    }

    override func placeChildren(in rect: Rect) {
        let label = labelSize(ProposedViewSize(rect.size))
        StackLayout(axis: .vertical, placement: .start, spacing: 0).place(
            layoutChildren, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: label.height))
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let row = canvas.size.height - 1
        let width = canvas.size.width
        let style = textStyle
        guard let fraction else {
            canvas.drawText(String(repeating: "·", count: width), at: Point(x: 0, y: row), style: style.adding(.dim))
            return
        }
        let filled = Int((Double(width) * fraction).rounded(.down))
        canvas.drawText(String(repeating: "█", count: filled), at: Point(x: 0, y: row), style: style)
        canvas.drawText(String(repeating: "░", count: width - filled), at: Point(x: filled, y: row), style: style.adding(.dim))
    }
}

@MainActor
protocol ProgressProtocol {
    var progressValue: Double? { get }
    var progressTotal: Double { get }
    var progressLabel: (any View)? { get }
}

extension ProgressView: ProgressProtocol, NodeRepresentable {
    var progressValue: Double? { value }
    var progressTotal: Double { total }
    var progressLabel: (any View)? { label }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ProgressNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

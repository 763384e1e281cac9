import TermHostCore

/// The node of a `ProgressView`: an adapter over the looks it shares with `ProgressBarWidget`
/// (`ProgressBarLook`: the label rows, then the bar filling the width) and `ActivityIndicatorWidget`
/// (`ActivityIndicatorLook`: the indicator, then the label under it, turned by an `ActivityAnimation`).
@MainActor
final class ProgressNode: ViewNode {
    private var fraction: Double?
    /// The turning of the indicator: while the circular look shows, mounted, on screen.
    private lazy var animation = ActivityAnimation(
        isRunning: { [unowned self] in isCircular && isMounted && graph.isOnScreen && isVisible },
        redraw: { [unowned self] in setNeedsDisplay() })

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let progress = view as? any ProgressProtocol else { return }
        let newFraction = progress.progressValue.map { progress.progressTotal > 0 ? min(1, max(0, $0 / progress.progressTotal)) : 0 }
        if newFraction != fraction {
            let wasCircular = isCircular
            fraction = newFraction
            if isCircular != wasCircular { invalidateLayout() }
            setNeedsDisplay()
        }
        reconcile(progress.progressLabel.map { [(key: AnyHashable(0), view: $0)] } ?? [])
    }

    override func environmentDidChange() {
        invalidateLayout()
        setNeedsDisplay()
    }

    override func onScreenDidChange(_ isOnScreen: Bool) {
        if isOnScreen { setNeedsDisplay() } else { animation.stop() }
    }

    override func willUnmount() {
        animation.stop()
        super.willUnmount()
    }

    /// Whether the activity indicator shows (see ``ProgressViewStyle``).
    private var isCircular: Bool {
        switch environment.progressLook {
        case .automatic: fraction == nil
        case .linear: false
        case .circular: true
        }
    }

    private func labelSize(_ proposal: ProposedViewSize) -> Size {
        ChildStack.column.size(of: layoutChildren, proposal: ProposedViewSize(width: proposal.width, height: nil))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let label = labelSize(proposal)
        if isCircular { return Size(width: max(ActivityIndicatorLook.size.width, label.width), height: label.height + 1) }
        return Size(width: max(label.width, proposal.width ?? ProgressBarLook.idealWidth), height: label.height + 1)
    }

    override func placeChildren(in rect: Rect) {
        let label = labelSize(ProposedViewSize(rect.size))
        let top = isCircular ? rect.minY + 1 : rect.minY
        ChildStack(axis: .vertical, placement: isCircular ? .center : .start, spacing: 0).place(
            layoutChildren, in: Rect(x: rect.minX, y: top, width: rect.width, height: label.height))
    }

    /// The bar or indicator's style: the text style in the environment's tint.
    private var indicatorStyle: Style {
        Style(foreground: environment.tintColor).over(textStyle)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        if isCircular {
            animation.scheduleTick(on: application?.scheduler)
            guard let frame = animation.currentFrame else { return }
            let x = AxisPlacement.center.offset(of: ActivityIndicatorLook.size.width, in: canvas.size.width)
            ActivityIndicatorLook.draw(frame, in: canvas, at: Point(x: x, y: 0), style: indicatorStyle)
        } else {
            ProgressBarLook(fraction: fraction, filledStyle: indicatorStyle, trackStyle: textStyle.adding(.dim))
                .draw(in: canvas, row: canvas.size.height - 1)
        }
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

import TermHostCore

/// The node of `.opacity(_:)`: draws its content translucent (Core's `drawTranslucent`), and at
/// opacity 0 draws nothing and lets nothing inside take focus or clicks, keeping its space.
@MainActor
final class OpacityNode: ModifierNode {
    private var opacity = 1.0

    override func apply(_ modifier: any ViewModifier) {
        guard let value = modifier as? OpacityModifier, value.opacity != opacity else { return }
        let wasInvisible = opacity <= 0
        opacity = value.opacity
        if wasInvisible != (opacity <= 0) { propagateEnvironment() }
        setNeedsDisplay()
    }

    override var environmentForChildren: EnvironmentValues {
        guard opacity <= 0 else { return environment }
        var values = environment
        values.isHiddenByModifier = true
        return values
    }

    override func drawTree(in canvas: Canvas, region: Rect) {
        guard opacity > 0 else { return }
        canvas.drawTranslucent(opacity: opacity) { super.drawTree(in: canvas, region: region) }
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        opacity > 0 ? super.hitTest(point) : nil
    }

    override var focusChildren: [Responder] { opacity > 0 ? super.focusChildren : [] }
}

extension OpacityModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        OpacityNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

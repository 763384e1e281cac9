import TermHostCore

/// The node of `.border`: insets the content by one cell and draws the box line around it.
@MainActor
final class BorderNode: ModifierNode {
    private var border = BorderModifier(style: .single, color: nil)
    private static let insets = EdgeInsets(all: 1)

    override func apply(_ modifier: any ViewModifier) {
        guard let value = modifier as? BorderModifier, value != border else { return }
        border = value
        setNeedsDisplay()
    }

    override var drawsContent: Bool { true }

    override func environmentDidChange() {
        if border.color != nil { setNeedsDisplay() }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        contentSize(proposal.inset(by: Self.insets)).outset(by: Self.insets)
    }

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        (bounds.inset(by: Self.insets), proposal.inset(by: Self.insets))
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let (color, level) = border.color?.resolved(in: environment) ?? (nil, 0)
        guard color != .clear else { return }
        canvas.drawBorder(canvas.bounds, style: border.style,
                          lineStyle: Style(foreground: color, attributes: level > 0 ? .dim : []))
    }
}

/// The node of `.background` / `.overlay`: the content decides the size; the layer is proposed that
/// size and placed over (or under) it with the alignment (several layer views as a `ZStack`).
@MainActor
final class LayerNode: ModifierNode {
    private var alignment = Alignment.center

    override func update(with view: any View) {
        guard let modified = view as? AnyModifiedContent, let layer = modified.anyModifier as? AnyLayerModifier else { return }
        if layer.alignment != alignment {
            alignment = layer.alignment
            invalidatePlacement()
        }
        let content = (key: AnyHashable("content"), view: modified.anyContent)
        let layerView = (key: AnyHashable("layer"), view: layer.layerView)
        reconcile(layer.isBackground ? [layerView, content] : [content, layerView])
    }

    override var content: ContentUnit {
        ContentUnit(children.first { $0.key == AnyHashable("content") }?.layoutNodes ?? [])
    }

    /// The content is placed as by any modifier; each layer view gets the content's size as its
    /// proposal and is placed with its guides of the alignment on the content's.
    override func placeChildren(in rect: Rect) {
        super.placeChildren(in: rect)
        let proposal = ProposedViewSize(rect.size)
        for layer in children.first(where: { $0.key == AnyHashable("layer") })?.layoutNodes ?? [] {
            let dimensions = layer.dimensions(in: proposal)
            let origin = rect.origin + alignment.origin(of: dimensions, in: rect.size)
            layer.place(in: Rect(origin: origin, size: dimensions.size), proposal: proposal)
        }
    }
}

@MainActor
protocol AnyLayerModifier {
    var layerView: any View { get }
    var alignment: Alignment { get }
    var isBackground: Bool { get }
}

extension LayerModifier: AnyLayerModifier {
    var layerView: any View { layer }
}

/// The node of `.hidden()`: keeps the space, draws nothing, and nothing inside takes focus or clicks.
@MainActor
final class HiddenNode: ModifierNode {
    override var environmentForChildren: EnvironmentValues {
        var values = environment
        values.isHiddenByModifier = true
        return values
    }

    override func drawTree(in canvas: Canvas, region: Rect) {}
    override func hitTest(_ point: Point) -> ViewNode? { nil }
    override var focusChildren: [Responder] { [] }
}

/// The node of `.ignoresSafeArea()`: records the wish for the root and the hosting layer.
@MainActor
final class IgnoresSafeAreaNode: ModifierNode {
    override var ignoresSafeArea: Bool { true }

    override func didMount() {
        parent?.invalidateLayout()
    }
}

/// The node of `.tag(_:)`: carries the value a `Picker` option stands for.
@MainActor
final class TagNode: ModifierNode {
    private(set) var tag: AnyHashable = AnyHashable(0)

    override func apply(_ modifier: any ViewModifier) {
        guard let value = modifier as? TagModifier else { return }
        tag = value.tag
    }
}

/// The node of `.id(_:)`: its child's key is the id, so a new id makes a new child with fresh state.
@MainActor
final class IDNode: ViewNode {
    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        guard let modified = view as? AnyModifiedContent, let id = modified.anyModifier as? IDModifier else { return }
        reconcile([(key: id.id, view: modified.anyContent)])
    }
}

extension BorderModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        BorderNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension LayerModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        LayerNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension HiddenModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        HiddenNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension IgnoresSafeAreaModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        IgnoresSafeAreaNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension TagModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        TagNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension IDModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        IDNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

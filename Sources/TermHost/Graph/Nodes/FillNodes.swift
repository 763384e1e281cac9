/// The node of a `Spacer`: flexible along the axis of the stack it is in.
@MainActor
final class SpacerNode: ViewNode {
    private var minLength = 0

    override func update(with view: any View) {
        guard let spacer = view as? Spacer else { return }
        let length = max(0, spacer.minLength ?? 0)
        if length != minLength {
            minLength = length
            invalidateLayout()
        }
    }

    override var sizeIgnoresChildren: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        switch enclosingStackAxis {
        case .horizontal:
            return Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical:
            return Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil:
            return Size(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
        }
    }
}

/// The node of a `Divider`: a line across the stack it is in.
@MainActor
final class DividerNode: ViewNode {
    override var sizeIgnoresChildren: Bool { true }
    override var drawsContent: Bool { true }

    override func update(with view: any View) {}

    private var isVertical: Bool { enclosingStackAxis == .horizontal }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        isVertical ? Size(width: 1, height: proposal.height ?? 1) : Size(width: proposal.width ?? 1, height: 1)
    }

    override func draw(in canvas: Canvas) {
        let line = (canvas.lineDrawing ? BorderStyle.single : .ascii).characters
        let style = Style(foreground: environment.foregroundColor, attributes: .dim)
        if isVertical {
            canvas.fill(canvas.bounds, with: line.vertical, style: style)
        } else {
            canvas.fill(canvas.bounds, with: line.horizontal, style: style)
        }
    }
}

/// The node of a `Color` view: fills what it is offered with the colour.
@MainActor
final class ColorNode: ViewNode {
    private var color = Color.default

    override var sizeIgnoresChildren: Bool { true }
    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let newColor = view as? Color, newColor != color else { return }
        color = newColor
        setNeedsDisplay()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(canvas.bounds, with: " ", style: Style(background: color))
    }
}

extension ViewNode {
    /// The axis of the stack this node is laid out by, if it is laid out by a stack.
    var enclosingStackAxis: Axis? {
        var node = parent
        while let current = node, current.isTransparent { node = current.parent }
        return (node as? StackNode)?.layout.axis
    }
}

extension Spacer: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        SpacerNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension Divider: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        DividerNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension Color: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ColorNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

import TermHostCore

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

/// The node of a shape or a `Color`: takes the whole proposal (10 by 10 cells where there is none)
/// and fills or outlines it with its style.
@MainActor
final class ShapeNode: ViewNode {
    private var outline = ShapeOutline.rectangle
    private var style = ShapeStyleDescriptor.hierarchical(0)
    private var isStroked = false

    override var sizeIgnoresChildren: Bool { true }
    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let shape = view as? any ShapeDrawing else { return }
        let new = (shape.drawnOutline, shape.drawnStyle, shape.drawnStroked)
        guard new != (outline, style, isStroked) else { return }
        (outline, style, isStroked) = new
        setNeedsDisplay()
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let (color, level) = style.resolved(in: environment)
        guard color != .clear else { return }
        let area = outline == .circle ? Self.circleArea(in: canvas.bounds) : canvas.bounds
        if isStroked {
            let line = Style(foreground: color, attributes: level > 0 ? .dim : [])
            canvas.drawBorder(area, style: outline == .rectangle ? .single : .rounded, lineStyle: line)
        } else {
            let cells = outline == .rectangle || outline == .roundedRectangle ? [area] : Self.ellipseRows(in: area)
            for row in cells { Self.fill(row, color: color, level: level, in: canvas) }
        }
    }

    /// Solid colours fill with the colour behind; the text colour with reverse video; dimmer levels shade `▒`.
    private static func fill(_ rect: Rect, color: Color?, level: Int, in canvas: Canvas) {
        if level > 0 {
            canvas.fill(rect, with: canvas.lineDrawing ? "▒" : ":", style: Style(foreground: color, attributes: .dim))
        } else if let color {
            canvas.fill(rect, with: " ", style: Style(background: color))
        } else {
            canvas.fill(rect, with: " ", style: .reverse)
        }
    }

    /// The largest area two columns per row wide that fits in `bounds`, centred.
    private static func circleArea(in bounds: Rect) -> Rect {
        let height = min(bounds.height, (bounds.width + 1) / 2)
        let width = min(bounds.width, height * 2)
        return Rect(x: bounds.minX + AxisPlacement.center.offset(of: width, in: bounds.width),
                    y: bounds.minY + AxisPlacement.center.offset(of: height, in: bounds.height), width: width, height: height)
    }

    /// The runs of cells whose centres lie inside the ellipse inscribed in `area`, one per row.
    private static func ellipseRows(in area: Rect) -> [Rect] {
        guard area.width > 0, area.height > 0 else { return [] }
        let radiusX = Double(area.width) / 2, radiusY = Double(area.height) / 2
        return (0..<area.height).compactMap { row in
            let dy = (Double(row) + 0.5 - radiusY) / radiusY
            let half = radiusX * (1 - dy * dy).squareRoot()
            let start = Int((radiusX - half).rounded())
            let width = area.width - 2 * start
            return width > 0 ? Rect(x: area.minX + start, y: area.minY + row, width: width, height: 1) : nil
        }
    }
}

/// What a shape node draws, whatever the shape view.
@MainActor
protocol ShapeDrawing {
    var drawnOutline: ShapeOutline { get }
    var drawnStyle: ShapeStyleDescriptor { get }
    var drawnStroked: Bool { get }
}

extension ShapeView: ShapeDrawing, NodeRepresentable {
    var drawnOutline: ShapeOutline { (shape as? any CellShape)?.outline ?? .rectangle }
    var drawnStyle: ShapeStyleDescriptor { style }
    var drawnStroked: Bool { isStroked }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ShapeNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension Color: ShapeDrawing, NodeRepresentable {
    var drawnOutline: ShapeOutline { .rectangle }
    var drawnStyle: ShapeStyleDescriptor { .color(self) }
    var drawnStroked: Bool { false }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ShapeNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension CellShape {
    var drawnOutline: ShapeOutline { outline }
    var drawnStyle: ShapeStyleDescriptor { .hierarchical(0) }
    var drawnStroked: Bool { false }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ShapeNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension Rectangle: ShapeDrawing, NodeRepresentable {}
extension RoundedRectangle: ShapeDrawing, NodeRepresentable {}
extension Capsule: ShapeDrawing, NodeRepresentable {}
extension Circle: ShapeDrawing, NodeRepresentable {}
extension Ellipse: ShapeDrawing, NodeRepresentable {}

extension Spacer: NodeRepresentable {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        SpacerNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension Divider: NodeRepresentable {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        DividerNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

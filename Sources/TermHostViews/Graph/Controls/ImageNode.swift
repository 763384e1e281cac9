import TermHostCore

/// The node of an `Image`: its symbol's characters in the text style, or nothing (reported once).
@MainActor
final class ImageNode: ViewNode {
    private var image = Image(systemName: "")

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let new = view as? Image, new != image else { return }
        let widthChanged = TextWidth.of(new.symbol) != TextWidth.of(image.symbol)
        image = new
        if widthChanged { invalidateLayout() }
        setNeedsDisplay()
        if isMounted { reportIfEmpty() }
    }

    override func didMount() {
        reportIfEmpty()
    }

    private func reportIfEmpty() {
        guard let message = ImageLook.report(for: image) else { return }
        graph.enqueue { [weak self] in
            guard let self, self.isMounted else { return }
            self.graph.root.services.reportOnce(message, through: self)
        }
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override var sizeIgnoresChildren: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let width = TextWidth.of(image.symbol)
        return width == 0 ? .zero : Size(width: width, height: 1)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        canvas.drawText(image.symbol, at: .zero, style: textStyle)
    }
}

extension Image: NodeRepresentable {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ImageNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

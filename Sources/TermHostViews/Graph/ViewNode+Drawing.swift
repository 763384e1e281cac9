import TermHostCore

extension ViewNode {
    /// Marks the node's area for redrawing.
    func setNeedsDisplay() {
        damageSubtree()
    }

    /// Marks everything this subtree draws (content overflowing a frame included) for redrawing.
    func damageSubtree() {
        if isTransparent {
            for child in children { child.damageSubtree() }
        } else {
            graph.damage(drawBounds.union(frame))
        }
    }

    /// The standard drawing walk: own content, children, then the over-children pass. Content
    /// larger than its frame is drawn where it lies (unclipped), as in SwiftUI.
    func drawSubtree(in canvas: Canvas, region: Rect) {
        if isTransparent {
            for child in children { child.drawTree(in: canvas, region: region) }
            return
        }
        guard drawBounds.union(frame).intersects(region) else { return }
        let local = canvas.subcanvas(frame)
        if drawsContent && frame.intersects(region) {
            draw(in: local)
            graph.countDraw()
        }
        for child in childrenToDraw(in: region) { child.drawTree(in: canvas, region: region) }
        drawOverChildren(in: local)
    }

    /// The base style of text and controls here: font, colour and emphasis from the environment.
    var textStyle: Style { readDrawingValues().textStyle }

    /// Whether controls here take input (`.disabled` flows down through the environment).
    var isEnabled: Bool { readDrawingValues().isEnabled }

    /// Whether the node is shown (`.hidden()` above it hides it).
    var isVisible: Bool { readDrawingValues().isVisible }

    /// ``drawingValues``, read from the environment if it changed since they were last read.
    private func readDrawingValues() -> DrawingValues {
        if let drawingValues { return drawingValues }
        let values = DrawingValues(isVisible: !environment.isHiddenByModifier, isEnabled: environment.isEnabled,
                                   textStyle: environment.resolvedTextStyle)
        drawingValues = values
        return values
    }
}

/// The values of a node's environment that drawing and focus read at every turn.
struct DrawingValues {
    var isVisible: Bool
    var isEnabled: Bool
    var textStyle: Style
}

extension ViewNode {
    /// The standard hit test: the deepest non-transparent node containing `point` (children drawn
    /// outside their parent's frame are found too).
    func defaultHitTest(_ point: Point) -> ViewNode? {
        if !isTransparent && !drawBounds.union(frame).contains(point) { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(point) { return hit }
        }
        return isTransparent || !frame.contains(point) ? nil : self
    }

    /// Tells every ancestor that focus moved into or out of its subtree.
    func notifyAncestorsOfFocusChange() {
        for node in ancestors { node.focusWithinDidChange() }
    }

    /// Whether the focused responder is this node or one below it.
    var containsFocus: Bool {
        guard let focused = application?.focusEngine.focused as? ViewNode, focused.graph === graph else { return false }
        var node: ViewNode? = focused
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    /// The first node in this subtree (tree order) that can take focus.
    var firstFocusableNode: ViewNode? {
        if canBecomeFocused { return self }
        for child in children {
            if let found = child.firstFocusableNode { return found }
        }
        return nil
    }

    /// The point on screen of a point of the graph.
    func screenPoint(_ point: Point) -> Point {
        (graph.host?.graphOriginOnScreen ?? .zero) + point
    }
}

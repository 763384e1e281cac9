import TermHostCore

extension ViewNode {
    /// If the focused node is in one of `removed` (children of this node in `old`), tells the focus
    /// engine where it was: among this node's children, after the child of `old` that stays and
    /// preceded it and before the one that stays and followed it, so focus moves to the next focusable
    /// view there (or the previous one when none follows) once the frame is laid out.
    func focusMayLeave(_ removed: [ViewNode], from old: [ViewNode]) {
        guard let engine = graph.host?.application?.focusEngine,
              let focused = engine.focused as? ViewNode, focused.graph === graph else { return }
        let removedIDs = Set(removed.map(ObjectIdentifier.init))
        var node: ViewNode? = focused
        while let current = node, !removedIDs.contains(ObjectIdentifier(current)) { node = current.parent }
        guard let leaving = node, let position = old.firstIndex(where: { $0 === leaving }) else { return }
        engine.focusedResponderWillLeave(container: self, siblings: old, replacing: position..<(position + 1)) {
            !removedIDs.contains(ObjectIdentifier($0))
        }
    }
}

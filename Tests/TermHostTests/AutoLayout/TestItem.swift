import TermHost

/// A bare layout item for tests.
@MainActor
final class TestItem: LayoutItem {
    let layoutAnchors: LayoutAnchors
    var layoutEngine: LayoutEngine?

    init(_ name: String, engine: LayoutEngine?) {
        layoutAnchors = LayoutAnchors(debugName: name)
        layoutEngine = engine
    }
}

/// An engine whose diagnostics are collected instead of printed.
@MainActor
final class RecordingEngine {
    var messages: [String] = []
    private(set) var engine = LayoutEngine()

    init() {
        engine.diagnosticHandler = { [unowned self] message in messages.append(message) }
    }

    func item(_ name: String) -> TestItem { TestItem(name, engine: engine) }

    /// A root item pinned to `frame`.
    func root(_ frame: Rect, name: String = "root") -> TestItem {
        let root = item(name)
        engine.setFixedFrame(frame, for: root)
        return root
    }
}

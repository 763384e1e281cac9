import TermHostCore

extension Window {
    /// Draws ``TreeDepthLimit/placeholder`` at the top-left of `frameInWindow`, the frame of a subview left
    /// out of the window for being deeper than ``Widget/maximumTreeDepth``, and reports the cut once.
    func drawDepthPlaceholder(at frameInWindow: Rect, clip: Rect, canvas: Canvas) {
        let spot = Rect(origin: frameInWindow.origin, size: Size(width: TextWidth.of(TreeDepthLimit.placeholder), height: 1))
        let visible = spot.intersection(clip)
        if !visible.isEmpty {
            _ = canvas.clipped(to: visible).drawText(TreeDepthLimit.placeholder, at: spot.origin)
        }
        guard !hasReportedDepthLimit, let attachedApplication else { return }
        hasReportedDepthLimit = true
        attachedApplication.report(TreeDepthLimit.diagnostic(kind: "widgets", limit: Widget.maximumTreeDepth))
    }
}

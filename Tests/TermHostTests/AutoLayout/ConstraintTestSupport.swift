import TermHost
import TermHostTesting

/// A headless app showing a fresh window whose content `build` makes (before the window has a size,
/// so the constraints it activates wait and are adopted at the first layout pass).
@MainActor
func constraintApp(width: Int = 30, height: Int = 8, _ build: (Window) -> Void) -> (HeadlessApp, Window) {
    let window = Window()
    let app = HeadlessApp(size: Size(width: width, height: height)) { _ in
        build(window)
        return window
    }
    return (app, window)
}

/// `widget` switched to constraint layout.
@MainActor
func constrained<W: Widget>(_ widget: W) -> W {
    widget.translatesAutoresizingMaskIntoConstraints = false
    return widget
}

/// A widget that counts its `layoutSubviews` calls.
@MainActor
final class CountingWidget: Widget {
    private(set) var layouts = 0

    override func layoutSubviews() {
        layouts += 1
    }
}

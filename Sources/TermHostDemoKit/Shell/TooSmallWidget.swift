import TermHost

/// Fills the screen with a centred "Terminal too small" message while the terminal is below the
/// size the demo's screens need.
@MainActor
final class TooSmallWidget: Widget {
    private let minimumSize: Size

    /// A message asking for at least `minimumSize`.
    init(minimumSize: Size) {
        self.minimumSize = minimumSize
        super.init(frame: .zero)
    }

    /// The message's first line.
    var message: String { "Terminal too small (need \(minimumSize.width)x\(minimumSize.height))" }

    override func draw(in canvas: Canvas) {
        let lines = [(message, DemoTheme.error),
                     ("now \(bounds.width)x\(bounds.height); make the window larger", DemoTheme.note)]
        let top = max(0, (bounds.height - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let x = max(0, (bounds.width - TextWidth.of(line.0)) / 2)
            canvas.drawText(line.0, at: Point(x: x, y: top + index), width: bounds.width - x, style: line.1)
        }
    }
}

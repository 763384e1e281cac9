/// Shows read-only text: the `UILabel` of TermHost.
///
/// Text wraps at word boundaries when ``numberOfLines`` allows more than one line (0 means no limit),
/// and the last visible line is truncated with `…` when the text does not fit.
@MainActor
open class LabelWidget: Widget {
    /// Horizontal placement of each line.
    public enum Alignment: Sendable {
        case leading, center, trailing
    }

    /// The text shown. Control characters are shown as placeholders, never sent to the terminal.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            contentDidChange()
        }
    }

    /// The text style.
    public var style: Style {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// How each line is placed horizontally.
    public var alignment: Alignment = .leading {
        didSet { if alignment != oldValue { setNeedsDisplay() } }
    }

    /// The maximum number of lines; 0 for no limit. Default 1 (like `UILabel`).
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange() } }
    }

    private var cachedIntrinsic: Size?

    /// Creates a label.
    public init(_ text: String = "", style: Style = .plain) {
        self.text = text
        self.style = style
        super.init(frame: .zero)
    }

    private func contentDidChange() {
        let old = cachedIntrinsic
        cachedIntrinsic = nil
        setNeedsDisplay()
        if old != intrinsicContentSize { invalidateIntrinsicContentSize() }
    }

    open override var intrinsicContentSize: Size {
        if let cachedIntrinsic { return cachedIntrinsic }
        let lines = TextLayout.wrap(text, width: nil)
        let shown = numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
        let size = Size(width: shown.map { TextWidth.of($0) }.max() ?? 0, height: max(1, shown.count))
        cachedIntrinsic = size
        return size
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let lines = wrappedLines(width: size.width)
        return Size(width: min(size.width, lines.map { TextWidth.of($0) }.max() ?? 0), height: max(1, lines.count))
    }

    open override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        if numberOfLines == 1 || targetSize.width <= 0 { return intrinsicContentSize }
        return sizeThatFits(Size(width: targetSize.width, height: targetSize.height))
    }

    private func wrappedLines(width: Int) -> [String] {
        let lines = numberOfLines == 1 ? TextLayout.wrap(text, width: nil).prefix(1).map { $0 } : TextLayout.wrap(text, width: width)
        if numberOfLines > 0 && lines.count > numberOfLines {
            var kept = Array(lines.prefix(numberOfLines))
            kept[kept.count - 1] += " …"
            return kept
        }
        return lines
    }

    open override func draw(in canvas: Canvas) {
        let lines = wrappedLines(width: bounds.width)
        for (row, line) in lines.prefix(bounds.height).enumerated() {
            let width = min(TextWidth.of(line), bounds.width)
            let x: Int
            switch alignment {
            case .leading: x = 0
            case .center: x = max(0, (bounds.width - width) / 2)
            case .trailing: x = max(0, bounds.width - width)
            }
            canvas.drawText(line, at: Point(x: x, y: row), width: bounds.width - x, style: style)
        }
    }
}

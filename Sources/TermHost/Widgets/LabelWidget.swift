/// Shows read-only text: the `UILabel` of TermHost.
///
/// Text wraps at word boundaries when ``numberOfLines`` allows more than one line (0 means no limit),
/// and the last visible line ends with `…` when the text does not fit. A one-line label is cut as
/// ``lineBreakMode`` says.
@MainActor
open class LabelWidget: Widget {
    /// Horizontal placement of each line.
    public enum Alignment: Sendable {
        /// Lines start at the leading (left) edge.
        case leading
        /// Lines are centred.
        case center
        /// Lines end at the trailing (right) edge.
        case trailing
    }

    /// How a line too long for a one-line label is cut (`NSLineBreakMode`).
    public enum LineBreakMode: Sendable {
        /// `Hello w…`
        case byTruncatingTail
        /// `…o world`
        case byTruncatingHead
        /// `Hel…orld`
        case byTruncatingMiddle
        /// `Hello wo`
        case byClipping
    }

    /// How a one-line label cuts text that does not fit. Default `.byTruncatingTail`.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { setNeedsDisplay() } }
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

    private func wrappedLines(width: Int) -> [String] {
        if numberOfLines == 1 {
            let first = TextLayout.wrap(text, width: nil).first ?? ""
            return [LabelTruncation.cut(first, toWidth: width, mode: lineBreakMode)]
        }
        let lines = TextLayout.wrap(text, width: width)
        guard numberOfLines > 0, lines.count > numberOfLines else { return lines }
        var kept = Array(lines.prefix(numberOfLines))
        kept[kept.count - 1] = LabelTruncation.withEllipsis(kept[kept.count - 1], width: width)
        return kept
    }

    open override func draw(in canvas: Canvas) {
        var lines = wrappedLines(width: bounds.width)
        if lines.count > bounds.height, bounds.height > 0 {
            lines.removeLast(lines.count - bounds.height)
            lines[lines.count - 1] = LabelTruncation.withEllipsis(lines[lines.count - 1], width: bounds.width)
        }
        for (row, line) in lines.enumerated() {
            let width = min(TextWidth.of(line), bounds.width)
            let x: Int
            switch alignment {
            case .leading: x = 0
            case .center: x = max(0, (bounds.width - width) / 2)
            case .trailing: x = max(0, bounds.width - width)
            }
            canvas.drawText(line, at: Point(x: x, y: row), style: style)
        }
    }
}

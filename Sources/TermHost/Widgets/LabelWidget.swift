/// Shows read-only text: the `UILabel` of TermHost.
///
/// Text wraps at word boundaries when ``numberOfLines`` allows more than one line (0 means no limit),
/// and the last visible line ends with `…` when the text does not fit. A one-line label is cut as
/// ``lineBreakMode`` says.
@MainActor
open class LabelWidget: Widget {
    /// Horizontal placement of each line.
    public enum Alignment: Sendable {
        case leading, center, trailing
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
            measured = MeasuredText(text)
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
    /// The text's sizes, measured once per text and width.
    private(set) var measured: MeasuredText

    /// Creates a label.
    public init(_ text: String = "", style: Style = .plain) {
        self.text = text
        self.style = style
        measured = MeasuredText(text)
        super.init(frame: .zero)
    }

    private var lineLimit: Int? { numberOfLines > 0 ? numberOfLines : nil }

    private func contentDidChange() {
        let old = cachedIntrinsic
        cachedIntrinsic = nil
        setNeedsDisplay()
        // A size nobody asked for is not measured just to compare it.
        if old == nil || old != intrinsicContentSize { invalidateIntrinsicContentSize() }
    }

    open override var intrinsicContentSize: Size {
        if let cachedIntrinsic { return cachedIntrinsic }
        let size = measured.measure(width: nil, lineLimit: lineLimit).size
        let intrinsic = Size(width: size.width, height: max(1, size.height))
        cachedIntrinsic = intrinsic
        return intrinsic
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        if numberOfLines == 1 {
            return Size(width: min(size.width, TextWidth.of(firstLineCut(width: size.width))), height: 1)
        }
        let measurement = measured.measure(width: size.width, lineLimit: lineLimit)
        guard measurement.isCut else {
            return Size(width: min(size.width, measurement.size.width), height: max(1, measurement.size.height))
        }
        let shown = lines(width: size.width, limit: numberOfLines)
        return Size(width: min(size.width, shown.map { TextWidth.of($0) }.max() ?? 0), height: max(1, shown.count))
    }

    /// The first line cut to `width` as ``lineBreakMode`` says.
    private func firstLineCut(width: Int) -> String {
        LabelTruncation.cut(text, toWidth: width, mode: lineBreakMode) { measured.firstLine().upperBound }
    }

    /// The lines shown at `width`, at most `limit`, the last ending in `…` when more text follows
    /// (unless only the first `visible` of them are made, the rest being out of sight).
    private func lines(width: Int, limit: Int, visible: Int = .max) -> [String] {
        if numberOfLines == 1 { return [firstLineCut(width: width)] }
        let made = min(max(1, limit), max(1, visible))
        let (rows, more) = measured.rows(width: width, limit: made)
        var lines = rows.map { String(text[$0.content]) }
        if more, made == max(1, limit), let last = rows.last {
            lines[lines.count - 1] = LabelTruncation.withEllipsis(text, line: last.content, width: width)
        }
        return lines
    }

    open override func draw(in canvas: Canvas) {
        guard bounds.width > 0 else { return }
        let limit = min(lineLimit ?? Int.max, bounds.height > 0 ? bounds.height : 1)
        let lines = lines(width: bounds.width, limit: limit, visible: canvas.visibleRect.maxY)
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

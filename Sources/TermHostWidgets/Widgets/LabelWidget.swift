import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Shows read-only text: the `UILabel` of TermHost.
///
/// ```swift
/// let title = LabelWidget()
/// title.text = "Welcome"
/// title.font = .preferredFont(forTextStyle: .headline)   // bold
/// title.textColor = .secondaryLabel
/// title.textAlignment = .center
/// title.numberOfLines = 0                                   // wrap, no limit
/// ```
///
/// One line by default (``numberOfLines`` 1), cut as ``lineBreakMode`` says. With more lines allowed
/// (0: no limit) the text wraps at words, and when it still does not fit (more lines than allowed, or
/// than the label's height) the last line shown ends with `…` (in the truncating modes).
///
/// A label ignores clicks by default, as UIKit's does (``Widget/isUserInteractionEnabled`` starts
/// `false`): a click on it reaches the widget under it. Set it to `true` for the label's own gesture
/// recognizers to see clicks.
@MainActor
open class LabelWidget: Widget {
    /// The text shown, `nil` by default, as `UILabel.text` (a `nil` text shows nothing). Control
    /// characters are shown as placeholders, never sent to the terminal.
    public var text: String? {
        get { textIsNil ? nil : textStorage }
        set {
            textIsNil = newValue == nil
            textRuns = []
            attributedOriginal = nil
            setShownText(newValue ?? "")
        }
    }

    /// Styled stretches of the text, drawn over ``style`` (from `attributedText`; see ``TextRun``).
    var textRuns: [TextRun] = []
    /// The attributed string last given to `attributedText` (Foundation's `NSAttributedString`).
    @exclusivity(unchecked)
    @usableFromInline package internal(set) var attributedOriginal: AnyObject?

    /// Shows `newText` (without changing whether ``text`` reads `nil`).
    func setShownText(_ newText: String) {
        let oldValue = textStorage
        textStorage = newText
        guard newText != oldValue else { return }
        measured = MeasuredText(newText)
        contentDidChange()
    }

    /// Whether ``text`` was set to `nil` (or never set): it then reads `nil` and shows nothing.
    var textIsNil: Bool
    // The label's state lives in internal stored properties behind the public accessors: the optimizer
    // sees every access to them, so they need no run-time exclusivity check.
    /// The storage of ``text``.
    var textStorage: String

    /// The text style (colours and attributes); ``textColor`` and ``font`` add to it.
    public var style: Style {
        get { styleStorage }
        set {
            let oldValue = styleStorage
            styleStorage = newValue
            if style != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``style``.
    var styleStorage: Style

    /// The text colour (`nil` or `.label`: the terminal's own). It is the foreground of ``style``.
    public var textColor: Color! {
        get { style.foreground ?? .label }
        set { style.foreground = newValue == .label ? nil : newValue }
    }

    /// The font: its attributes are added to the text (a headline is bold, a caption dim; sizes are
    /// ignored). Default: the body font (plain).
    public var font: Font {
        get { fontStorage }
        set {
            let oldValue = fontStorage
            fontStorage = newValue
            if font != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``font``.
    var fontStorage: Font = .body

    /// How each line is placed across the label. Default `.natural` (the left).
    public var textAlignment: TextAlignment {
        get { textAlignmentStorage }
        set {
            let oldValue = textAlignmentStorage
            textAlignmentStorage = newValue
            if textAlignment != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``textAlignment``.
    var textAlignmentStorage: TextAlignment = .natural

    /// The old name of ``textAlignment``.
    @available(*, deprecated, renamed: "textAlignment")
    public var alignment: TextAlignment {
        get { textAlignment }
        set { textAlignment = newValue }
    }

    /// How text that does not fit is broken and cut. Default `.byTruncatingTail`.
    public var lineBreakMode: LineBreakMode {
        get { lineBreakModeStorage }
        set {
            let oldValue = lineBreakModeStorage
            lineBreakModeStorage = newValue
            if lineBreakMode != oldValue { contentDidChange() }
        }
    }
    /// The storage of ``lineBreakMode``.
    var lineBreakModeStorage: LineBreakMode = .byTruncatingTail

    /// The maximum number of lines; 0 for no limit. Default 1 (like `UILabel`).
    public var numberOfLines: Int {
        get { numberOfLinesStorage }
        set {
            let oldValue = numberOfLinesStorage
            numberOfLinesStorage = newValue
            if numberOfLines != oldValue { contentDidChange() }
        }
    }
    /// The storage of ``numberOfLines``.
    var numberOfLinesStorage: Int = 1

    /// The width a multi-line label wraps at for its intrinsic size (0, the default: it does not wrap
    /// for it, and wraps only at the width it is given).
    @exclusivity(unchecked)
    public var preferredMaxLayoutWidth = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
    }

    /// Whether the text is drawn enabled; a disabled label is dimmed.
    public var isEnabled: Bool {
        get { isEnabledStorage }
        set {
            let oldValue = isEnabledStorage
            isEnabledStorage = newValue
            if isEnabled != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``isEnabled``.
    var isEnabledStorage: Bool = true

    /// Kept for ported code: a terminal has one size of type, so there is nothing to adjust.
    public var adjustsFontForContentSizeCategory = false
    /// Kept for ported code: a terminal has one size of type, so text is never shrunk to fit.
    public var adjustsFontSizeToFitWidth = false
    /// Kept for ported code (see ``adjustsFontSizeToFitWidth``).
    public var minimumScaleFactor = 0.0

    private var cachedIntrinsic: Size?
    /// The text's sizes, measured once per text and width.
    private(set) var measured: MeasuredText

    /// Creates a label showing `text` (`nil`, the default: ``text`` reads `nil`, as a new `UILabel`'s does).
    public init(_ text: String? = nil, style: Style = .plain) {
        textIsNil = text == nil
        let text = text ?? ""
        textStorage = text
        styleStorage = style
        measured = MeasuredText(text)
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// An empty label with a frame (`UILabel(frame:)`).
    public override convenience init(frame: Rect) {
        self.init(nil)
        self.frame = frame
    }

    /// Drops the intrinsic size and tells the containers when it may have changed. A size nobody
    /// asked for since the last change is not measured here (a label placed by its frame never measures
    /// its whole text): the containers are told, as they would be of any new size.
    private func contentDidChange() {
        let old = cachedIntrinsic
        cachedIntrinsic = nil
        setNeedsDisplay()
        if old == nil || old != intrinsicContentSize { invalidateIntrinsicContentSize() }
    }

    private var lineLimit: Int? { numberOfLines > 0 ? numberOfLines : nil }

    /// Where a multi-line label's rows break: between any two characters for `.byCharWrapping`, at
    /// words otherwise (a single line is cut as ``lineBreakMode`` says instead).
    var wrapping: LineWrapper.Wrapping { lineBreakMode == .byCharWrapping ? .characters : .words }

    open override var intrinsicContentSize: Size {
        if let cachedIntrinsic { return cachedIntrinsic }
        let wrapWidth = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        let size = measured.measure(width: wrapWidth, lineLimit: lineLimit, wrapping: wrapping).size
        let intrinsic = Size(width: size.width, height: max(1, size.height))
        cachedIntrinsic = intrinsic
        return intrinsic
    }

    /// The text's size at the proposed width, as `UILabel` answers: a multi-line label wraps to
    /// `size.width` (``Widget/unboundedLength`` for its unwrapped lines), a single line is cut to it; the
    /// width is at most the proposal's, the proposed height does not limit the lines (``numberOfLines`` does).
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = max(0, size.width)
        if numberOfLines == 1 {
            return Size(width: min(width, TextWidth.of(firstLineCut(width: width))), height: 1)
        }
        let measurement = measured.measure(width: width, lineLimit: lineLimit, wrapping: wrapping)
        if !measurement.isCut {
            return Size(width: min(width, measurement.size.width), height: max(1, measurement.size.height))
        }
        let shown = lines(width: width, limit: numberOfLines > 0 ? numberOfLines : .max)
        return Size(width: min(width, shown.map { TextWidth.of($0.text) }.max() ?? 0), height: max(1, shown.count))
    }

    /// The first line cut to `width` as ``lineBreakMode`` says.
    private func firstLineCut(width: Int) -> String {
        LabelTruncation.cut(textStorage, toWidth: width, mode: lineBreakMode) { measured.firstLine().upperBound }
    }

    /// The lines shown at `width`, at most `limit`, the last cut as ``lineBreakMode`` says when more
    /// text follows (unless only the first `visible` of them are made, the rest being out of sight),
    /// each marked when it ends a paragraph (justified text leaves those as they are).
    private func lines(width: Int, limit: Int, visible: Int = .max) -> [(text: String, endsParagraph: Bool)] {
        if numberOfLines == 1 { return [(firstLineCut(width: width), true)] }
        let made = min(max(1, limit), max(1, visible))
        let (rows, more) = measured.rows(width: width, limit: made, wrapping: wrapping)
        // A plain loop: a closure passed to `map` would check the main actor on every call.
        let shown = textStorage
        var lines: [(text: String, endsParagraph: Bool)] = []
        lines.reserveCapacity(rows.count)
        for row in rows {
            var endsParagraph = true
            if let next = row.next { endsParagraph = next.start == .paragraph }
            lines.append((String(shown[row.content]), endsParagraph))
        }
        guard more, made == max(1, limit), !lines.isEmpty else { return lines }
        let last = lines.count - 1
        switch lineBreakMode {
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            lines[last] = (LabelTruncation.withEllipsis(lines[last].text, line: lines[last].text.startIndex..<lines[last].text.endIndex,
                                                         width: width), true)
        case .byWordWrapping, .byCharWrapping, .byClipping:
            lines[last].endsParagraph = true
        }
        return lines
    }

    open override func draw(in canvas: Canvas) {
        guard bounds.width > 0 else { return }
        var drawn = style.adding(font.attributes)
        if !isEnabled { drawn = drawn.adding(.dim) }
        let limit = min(lineLimit ?? Int.max, bounds.height > 0 ? bounds.height : 1)
        let shown = lines(width: bounds.width, limit: limit, visible: canvas.visibleRect.maxY)
        let starts = textRuns.isEmpty ? [] : lineStartOffsets(width: bounds.width, count: shown.count)
        for (row, line) in shown.enumerated() {
            var text = line.text
            if textAlignment == .justified, !line.endsParagraph { text = LabelTruncation.justify(text, width: bounds.width) }
            let width = min(TextWidth.of(text), bounds.width)
            let x = textAlignment.placement.offset(of: width, in: bounds.width)
            canvas.drawText(text, at: Point(x: x, y: row), style: drawn)
            if starts.indices.contains(row) { drawRuns(over: text, start: starts[row], x: x, row: row, in: canvas) }
        }
    }
}

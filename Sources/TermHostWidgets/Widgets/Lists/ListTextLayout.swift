import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// How a cell's text and secondary text share its content area.
enum ListTextArrangement {
    /// The secondary text on the lines below the text (`.subtitle`, `.cell()`).
    case stacked
    /// The secondary text at the trailing edge of the same line (`.value1`, `.valueCell()`).
    case sideBySide
    /// The text right-aligned in a column a third of the width, the secondary text after it (`.value2`).
    case columns
}

/// Places and measures a text label and an optional secondary label in one arrangement; the cell
/// styles, ``ListContentConfiguration`` and header views all use it.
@MainActor
enum ListTextLayout {
    /// The frames of the text and the secondary text in `rect` (the secondary's is `nil` when it shows nothing).
    static func frames(text: LabelWidget?, secondary: LabelWidget?, in rect: Rect,
                       arrangement: ListTextArrangement) -> (text: Rect, secondary: Rect?) {
        guard let shown = secondary, !shown.textStorage.isEmpty else { return (rect, nil) }
        switch arrangement {
        case .stacked:
            let textHeight = height(of: text, width: rect.width)
            let top = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(rect.height, textHeight))
            let below = Rect(x: rect.minX, y: top.maxY, width: rect.width, height: max(0, rect.height - top.height))
            return (top, below)
        case .sideBySide:
            let hasText = !(text?.textStorage.isEmpty ?? true)
            let wanted = shown.intrinsicContentSize.width
            let secondaryWidth = min(wanted, hasText ? max(0, rect.width / 2) : rect.width)
            let gap = hasText && secondaryWidth > 0 ? 1 : 0
            let textWidth = max(0, rect.width - secondaryWidth - gap)
            return (Rect(x: rect.minX, y: rect.minY, width: textWidth, height: rect.height),
                    Rect(x: rect.maxX - secondaryWidth, y: rect.minY, width: secondaryWidth, height: rect.height))
        case .columns:
            let column = max(1, rect.width / 3)
            return (Rect(x: rect.minX, y: rect.minY, width: column, height: rect.height),
                    Rect(x: rect.minX + column + 1, y: rect.minY, width: max(0, rect.width - column - 1),
                         height: rect.height))
        }
    }

    /// Places the labels in `rect` (a secondary label with no text is hidden).
    static func place(text: LabelWidget?, secondary: LabelWidget?, in rect: Rect, arrangement: ListTextArrangement) {
        let frames = frames(text: text, secondary: secondary, in: rect, arrangement: arrangement)
        text?.frame = frames.text
        secondary?.isHidden = frames.secondary == nil
        if let frame = frames.secondary { secondary?.frame = frame }
    }

    /// The height the labels need at `width`.
    static func height(text: LabelWidget?, secondary: LabelWidget?, width: Int, arrangement: ListTextArrangement) -> Int {
        let probe = Rect(x: 0, y: 0, width: width, height: 0)
        let frames = frames(text: text, secondary: secondary, in: probe, arrangement: arrangement)
        let textHeight = height(of: text, width: frames.text.width)
        guard let secondaryFrame = frames.secondary else { return textHeight }
        let secondaryHeight = height(of: secondary, width: secondaryFrame.width)
        return arrangement == .stacked ? textHeight + secondaryHeight : max(textHeight, secondaryHeight)
    }

    private static func height(of label: LabelWidget?, width: Int) -> Int {
        label?.heightFitting(width: width) ?? 0
    }
}

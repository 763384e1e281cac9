/// Where an alert's parts go inside its panel's border, the one layout of both halves: the title
/// (wrapped, each line centred), the message (wrapped, centred), the text fields (the full width), then
/// the actions, each section one blank row from the next, one column of padding at each side.
///
/// Coordinates are cells from the content's top-left corner (inside the border).
package struct AlertLayout: Equatable, Sendable {
    /// A line of text and where it starts.
    package struct Line: Equatable, Sendable {
        /// Where it starts.
        package var origin: Point
        /// What is drawn.
        package var text: String
    }

    /// The columns of padding at each side.
    package static let padding = 1
    /// The blank rows between sections.
    package static let spacing = 1
    /// The columns between side-by-side actions.
    package static let actionGap = 2
    /// The narrowest the fields let an alert be (a field has no width of its own).
    package static let fieldMinimumWidth = 20

    /// The content's size.
    package private(set) var size = Size.zero
    /// The title's lines.
    package private(set) var title: [Line] = []
    /// The message's lines.
    package private(set) var message: [Line] = []
    /// The text fields' places, in order.
    package private(set) var fields: [Rect] = []
    /// The actions' places, by their index in the model's actions.
    package private(set) var actions: [Int: Rect] = [:]

    /// Lays `model` out with fields `fieldHeights` rows tall, `width` columns wide (`nil`: the ideal width).
    package init(_ model: AlertModel, fieldHeights: [Int], width: Int?) {
        let width = width ?? Self.idealWidth(model, fieldCount: fieldHeights.count)
        let inner = max(0, width - 2 * Self.padding)
        var y = 0
        var sections = 0
        func beginSection() {
            if sections > 0 { y += Self.spacing }
            sections += 1
        }
        func lines(of text: String?) -> [Line] {
            guard let text, !text.isEmpty else { return [] }
            beginSection()
            return TextLayout.wrap(text, width: inner).map { line in
                defer { y += 1 }
                return Line(origin: Point(x: Self.padding + AxisPlacement.center.offset(of: TextWidth.of(line), in: inner), y: y),
                            text: line)
            }
        }
        title = lines(of: model.title)
        message = lines(of: model.message)
        if !fieldHeights.isEmpty {
            beginSection()
            for height in fieldHeights {
                fields.append(Rect(x: Self.padding, y: y, width: inner, height: height))
                y += height
            }
        }
        let order = model.displayOrder
        if !order.isEmpty {
            beginSection()
            let widths = order.map { AlertLook.actionWidth(model.actions[$0].title) }
            if model.isSideBySide {
                let total = widths.reduce(0, +) + Self.actionGap * (widths.count - 1)
                var x = Self.padding + AxisPlacement.center.offset(of: total, in: inner)
                for (index, actionWidth) in zip(order, widths) {
                    actions[index] = Rect(x: x, y: y, width: min(actionWidth, max(0, width - x)), height: 1)
                    x += actionWidth + Self.actionGap
                }
                y += 1
            } else {
                for (index, actionWidth) in zip(order, widths) {
                    let shown = min(actionWidth, inner)
                    actions[index] = Rect(x: Self.padding + AxisPlacement.center.offset(of: shown, in: inner), y: y,
                                          width: shown, height: 1)
                    y += 1
                }
            }
        }
        size = Size(width: width, height: y)
    }

    /// The width that shows `model` without wrapping: its widest title or message line, its actions, and
    /// ``fieldMinimumWidth`` when it has fields, with the padding.
    package static func idealWidth(_ model: AlertModel, fieldCount: Int) -> Int {
        func widest(_ text: String?) -> Int {
            // Whole lines as strings: measuring `Substring`s here would give `TextWidth.of` a second
            // specialization in this module, for no gain (an alert is measured once per change).
            TextLayout.wrap(text ?? "", width: nil).map { TextWidth.of($0) }.max() ?? 0
        }
        let widths = model.actions.map { AlertLook.actionWidth($0.title) }
        let actions = model.isSideBySide ? widths.reduce(0, +) + actionGap * (widths.count - 1) : widths.max() ?? 0
        let fields = fieldCount > 0 ? fieldMinimumWidth : 0
        return max(widest(model.title), widest(model.message), actions, fields) + 2 * padding
    }
}

/// A list row's swipe actions while they are shown, the one model and look for both halves (a `List`
/// row's `.swipeActions` today; UIKit's `UISwipeActionsConfiguration` adapts the same): a strip of
/// buttons at the edge they came from, the first one at the very edge, as iOS reveals them, each
/// ` Title ` reversed in its own colour, the chosen one bold and underlined.
package struct SwipeActionsStrip: Equatable, Sendable {
    /// The row edge actions are revealed from.
    package enum Edge: Equatable, Sendable {
        /// The leading edge (a swipe to the right; Right reveals them).
        case leading
        /// The trailing edge (a swipe to the left; Left reveals them).
        case trailing
    }

    /// One button: its title and the style of its text (a destructive action's red, a tint).
    package struct Action: Equatable, Sendable {
        /// The title.
        package var title: String
        /// The style of its text.
        package var style: Style

        /// An action.
        package init(title: String, style: Style) {
            self.title = title
            self.style = style
        }
    }

    /// Where the strip is.
    package let edge: Edge
    /// The buttons, the first one nearest the edge.
    package let actions: [Action]
    /// The chosen button's index in ``actions``.
    package var index = 0

    /// A strip of `actions` at `edge`, the first one chosen.
    package init(edge: Edge, actions: [Action]) {
        self.edge = edge
        self.actions = actions
    }

    /// The text of one button.
    package static func label(_ action: Action) -> String { " \(action.title) " }

    /// The buttons from left to right, with their indices in ``actions``.
    package var ordered: [(offset: Int, action: Action)] {
        let numbered = actions.enumerated().map { (offset: $0.offset, action: $0.element) }
        return edge == .trailing ? numbered.reversed() : numbered
    }

    /// The strip's width in cells.
    package var width: Int { actions.reduce(0) { $0 + TextWidth.of(Self.label($1)) } }

    /// Where the strip starts in a row `rowWidth` columns wide.
    package func start(inRowOf rowWidth: Int) -> Int { edge == .trailing ? max(0, rowWidth - width) : 0 }

    /// The index in ``actions`` of the button at column `x` of a row `rowWidth` columns wide.
    package func index(atColumn x: Int, rowWidth: Int) -> Int? {
        var left = start(inRowOf: rowWidth)
        for (offset, action) in ordered {
            let width = TextWidth.of(Self.label(action))
            if x >= left && x < left + width { return offset }
            left += width
        }
        return nil
    }

    /// Draws the strip on the first line of a canvas covering the row.
    package func draw(in canvas: Canvas) {
        var x = start(inRowOf: canvas.size.width)
        for (offset, action) in ordered {
            var style = action.style
            style.attributes.insert(.reverse)
            if offset == index { style.attributes.formUnion([.bold, .underline]) }
            x += canvas.drawText(Self.label(action), at: Point(x: x, y: 0), style: style)
        }
    }

    /// The strip after `command`: the chosen button moved outward (away from the edge) or inward, kept
    /// within the buttons; `nil` when an inward move from the first button closes the strip.
    package func moved(_ command: SwipeActionsCommand) -> SwipeActionsStrip? {
        var strip = self
        switch command {
        case .outward: strip.index = min(actions.count - 1, index + 1)
        case .inward:
            guard index > 0 else { return nil }
            strip.index -= 1
        default: break
        }
        return strip
    }
}

/// How a stepper looks in both halves: its label, then `[-][+]` at the trailing edge (SwiftUI's
/// `Stepper`, UIKit's `UIStepper` with a label beside it).
///
/// The two sides are three cells each; a side that cannot step is dimmed (``StepperSides``), the
/// pressed side is reversed until the release, focus reverses both sides, and the whole stepper is
/// dimmed while disabled. A click on a side steps at once (UIKit's `UIStepper` changes its value on
/// touch down). Chosen where the platforms leave it open: the label is separated by one column, and the
/// stepper is as wide as its label and sides (it does not fill its row).
package enum StepperLook {
    /// The sides as drawn.
    private static let sides = "[-][+]"
    /// The columns of the two sides.
    package static let sidesWidth = 6
    /// The columns the sides and the gap take after a label.
    package static let insets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: sidesWidth + 1)

    /// The stepper's size around a label of `label` size.
    package static func size(fitting label: Size) -> Size {
        Size(width: label.width + insets.horizontal, height: max(1, label.height))
    }

    /// Where the label goes in a stepper of `bounds`.
    package static func labelRect(in bounds: Rect) -> Rect {
        bounds.inset(by: insets)
    }

    /// The cells of both sides in a stepper of `size`, on the first row.
    package static func sidesRect(in size: Size) -> Rect {
        Rect(x: size.width - sidesWidth, y: 0, width: sidesWidth, height: 1)
    }

    /// The cells of one side.
    private static func rect(of direction: StepperDirection, in size: Size) -> Rect {
        let sides = sidesRect(in: size)
        return Rect(x: sides.minX + (direction == .decrement ? 0 : 3), y: 0, width: 3, height: 1)
    }

    /// The side at a column of a stepper of `size` on its first row, if any.
    package static func direction(at point: Point, in size: Size) -> StepperDirection? {
        for direction in [StepperDirection.decrement, .increment] where rect(of: direction, in: size).contains(point) {
            return direction
        }
        return nil
    }

    /// Draws the sides over the whole canvas (the stepper's bounds) in `base`, the side that cannot
    /// step dimmed.
    package static func draw(in canvas: Canvas, base: Style, sides enabled: StepperSides) {
        canvas.drawText(sides, at: sidesRect(in: canvas.size).origin, style: base)
        for direction in [StepperDirection.decrement, .increment] where !enabled.allows(direction) {
            canvas.applyStyle(.dim, to: rect(of: direction, in: canvas.size))
        }
    }

    /// Shows `state` over what was drawn: dimmed while disabled, else the pressed side (`pressed`)
    /// reversed, or both sides while focused.
    package static func drawOverlay(in canvas: Canvas, state: ControlState, pressed: StepperDirection?) {
        if let pressed, state.isEnabled {
            canvas.applyStyle(.reverse, to: rect(of: pressed, in: canvas.size))
            return
        }
        ControlStateOverlay.apply(state, in: canvas, focusRect: sidesRect(in: canvas.size))
    }
}

/// A stepper's mouse press, for both halves: a left press on a side steps at once (UIKit's `UIStepper`
/// changes its value on touch down) and shows that side pressed until the release; a press elsewhere,
/// or while disabled, is not the stepper's.
package struct StepperPressTracking: Equatable, Sendable {
    /// The side a mouse button is held down on.
    package private(set) var pressed: StepperDirection?

    /// No press in progress.
    package init() {}

    /// Follows `event`, at `point` in the coordinates of a stepper of `size` whose `sides` can step.
    package mutating func handle(_ event: MouseEvent, at point: Point, in size: Size, isEnabled: Bool,
                                 sides: StepperSides) -> StepperOutcome {
        switch event.kind {
        case .press(.left):
            guard isEnabled, let direction = StepperLook.direction(at: point, in: size) else { return .ignored }
            pressed = direction
            return .taken(step: sides.allows(direction) ? direction : nil)
        case .release(.left):
            guard pressed != nil else { return .ignored }
            pressed = nil
            return .taken(step: nil)
        default:
            return .ignored
        }
    }
}

/// The phases of a frame, in the order ``Application`` runs them: every body that changed is evaluated,
/// hosts tell their containers how their content's size changed, the widgets and nodes that asked are laid
/// out, what changed is drawn, and the changed cells go to the terminal.
package enum FramePhase: String, Sendable {
    /// Dirty bodies are evaluated and lifecycle actions run (a view graph's update).
    case update = "updating views"
    /// Hosts measure their content again and invalidate their intrinsic size when it changed.
    case negotiateSizes = "negotiating sizes"
    /// `updateConstraints()`, `layoutSubviews()` and the constraint engine's solution.
    case layout = "laying out"
    /// Damaged regions are drawn into the canvas.
    case draw = "drawing"
    /// Changed cells go to the terminal.
    case present = "presenting"
}

/// The one bound on the loops that let a frame settle, and its one diagnostic.
///
/// Work in a frame can ask for more work of the same phase: a body whose `onChange` dirties another, a
/// `layoutSubviews()` that asks for layout again, a host whose content's size depends on its frame, an
/// update queued by layout. Every such loop — the application's passes over its phases, a view graph's
/// evaluation rounds, a window's layout and constraint-update rounds — counts its rounds with a
/// `FrameSettling`. Each loop's first round is free; every further round of any loop in the frame is taken
/// from the frame's one budget of ``maximumRounds`` (``FrameBudget``, the application's), so loops nested in
/// each other cannot multiply. When the budget is spent, the loops stop after their first round, what is
/// left waits for the next frame, and the application writes the one diagnostic at the end of the frame
/// (``diagnostic(naming:)``), naming each loop that stopped (``stopped(in:)``) once.
/// A loop outside any application's frame counts against a budget of its own.
package struct FrameSettling {
    /// How many rounds beyond their first the settling loops of one frame may run, together.
    package static let maximumRounds = 100

    /// The phase whose loop this counts.
    package let phase: FramePhase
    private let budget: FrameBudget
    /// The rounds this loop has run.
    package private(set) var rounds = 0

    /// A counter for a loop of `phase` in `application`'s current frame (a budget of its own without one).
    @MainActor
    package init(_ phase: FramePhase, application: Application?) {
        self.phase = phase
        budget = application?.frameBudget ?? FrameBudget()
    }

    /// Counts one more round; false when the loop must stop (the frame's budget is spent).
    @MainActor
    package mutating func nextRound() -> Bool {
        if rounds > 0 {
            guard budget.take() else { return false }
        }
        rounds += 1
        return true
    }

    /// Records that this loop stopped with work left: `subject` names what kept asking for it. The
    /// application reports it at the end of the frame (``FrameBudget/unsettled``).
    @MainActor
    package func stopped(in subject: String) {
        budget.note("\(subject) (\(phase.rawValue))")
    }

    /// The one diagnostic of a frame that did not settle: `subjects` name what kept asking for work.
    package static func diagnostic(naming subjects: [String]) -> String {
        "TermHost: the frame did not settle after \(maximumRounds) extra rounds; still asking: "
            + subjects.joined(separator: ", ")
            + ". The rest waits for the next frame (does something feed a size or a layout back into the state it depends on?)."
    }
}

/// The rounds a frame's settling loops may still run beyond their first (``FrameSettling``): one per
/// application, refilled at the start of every frame.
@MainActor
package final class FrameBudget {
    /// The extra rounds left.
    @exclusivity(unchecked)
    package private(set) var remaining = FrameSettling.maximumRounds

    /// A full budget.
    package init() {}

    /// Takes one round; false when none is left.
    package func take() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }

    /// Whether the budget is spent (the frame stopped settling).
    package var isSpent: Bool { remaining == 0 }

    /// What the loops that stopped with work left were doing, in order, without repeats.
    @exclusivity(unchecked)
    package private(set) var unsettled: [String] = []

    /// Records a loop that stopped with work left.
    package func note(_ subject: String) {
        if !unsettled.contains(subject) { unsettled.append(subject) }
    }

    /// Fills the budget again (a new frame).
    package func refill() {
        remaining = FrameSettling.maximumRounds
        unsettled.removeAll()
    }
}

/// What a frame participant is called in the settling diagnostic (a host names its content's type and
/// accessibility label), so the report says what kept asking for work.
@MainActor
package protocol FrameSubjectDescribing: AnyObject {
    /// The participant's name in a diagnostic.
    var frameSubject: String { get }
}

import Testing
import TermHost
import TermHostTesting

/// Records the order of update-constraints and layout calls.
@MainActor
private final class ConstraintCallLog {
    var calls: [String] = []
}

/// A widget that moves a constraint in `updateConstraints()`, as UIKit code does.
@MainActor
private final class Panel: Widget {
    let name: String
    let log: ConstraintCallLog
    var offset = 0.0
    var leading: Constraint?

    init(_ name: String, log: ConstraintCallLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    override func updateConstraints() {
        log.calls.append("update \(name)")
        leading?.constant = offset
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.calls.append("layout \(name)")
    }
}

@Suite("Layout engine: the constraint API of ported code")
@MainActor
struct ConstraintAPITests {
    @Test func systemSpacingIsOneCellTimesTheMultiplier() {
        let first = constrained(LabelWidget("a")), second = constrained(LabelWidget("b")), third = constrained(LabelWidget("c"))
        _ = constraintApp(width: 20, height: 8) { window in
            for label in [first, second, third] { window.addSubview(label) }
            Constraint.activate([
                first.topAnchor.constraint(equalTo: window.topAnchor),
                first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
                second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
                third.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: second.bottomAnchor, multiplier: 3),
                third.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: second.bottomAnchor, multiplier: 3),
                third.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            ])
        }
        #expect(second.frame.origin == Point(x: 3, y: 2))
        #expect(third.frame.minY == 6)
    }

    @Test func updateConstraintsRunsLeavesFirstBeforeLayoutAndTheChangeShowsInTheSameFrame() {
        let log = ConstraintCallLog()
        let outer = Panel("outer", log: log), inner = Panel("inner", log: log)
        outer.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        let marker = constrained(LabelWidget("x"))
        let (app, _) = constraintApp(width: 20, height: 4) { window in
            window.addSubview(outer)
            outer.addSubview(inner)
            inner.frame = Rect(x: 0, y: 0, width: 20, height: 2)
            inner.addSubview(marker)
            inner.leading = marker.leadingAnchor.constraint(equalTo: inner.leadingAnchor)
            Constraint.activate([inner.leading, marker.topAnchor.constraint(equalTo: inner.topAnchor)].compactMap { $0 })
        }
        #expect(app.find("x") == Point(x: 0, y: 0))
        log.calls = []
        inner.offset = 5
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        outer.setNeedsLayout()
        #expect(outer.needsUpdateConstraints())
        let frames = app.terminal.presentCount
        app.waitUntilIdle()
        #expect(log.calls == ["update inner", "update outer", "layout outer"])
        #expect(app.terminal.presentCount == frames + 1)
        #expect(app.find("x") == Point(x: 5, y: 0))
        #expect(!outer.needsUpdateConstraints())
    }

    @Test func updateConstraintsIfNeededRunsNow() {
        let log = ConstraintCallLog()
        let panel = Panel("panel", log: log)
        panel.setNeedsUpdateConstraints()
        #expect(log.calls.isEmpty)
        panel.updateConstraintsIfNeeded()
        #expect(log.calls == ["update panel"])
        panel.updateConstraintsIfNeeded()
        #expect(log.calls == ["update panel"], "nothing pending any more")
    }

    @Test func activateDeactivateIsActivePriorityAndIdentifier() {
        let label = constrained(LabelWidget("moving"))
        var left: Constraint?
        let (app, window) = constraintApp(width: 30, height: 4) { window in
            window.addSubview(label)
            left = label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2)
            Constraint.activate([left, label.topAnchor.constraint(equalTo: window.topAnchor)].compactMap { $0 })
        }
        #expect(label.frame.minX == 2)
        let right = label.trailingAnchor.constraint(equalTo: window.trailingAnchor)
        right.priority = .defaultHigh
        right.identifier = "right"
        right.isActive = true
        #expect(right.isActive)
        #expect(label.constraints.contains { $0 === right })
        app.waitUntilIdle()
        #expect(label.frame.minX == 2, "the required left edge beats the right edge at 750")
        left?.isActive = false
        app.waitUntilIdle()
        #expect(label.frame.maxX == 30)
        right.priority = .defaultLow - 1
        let middle = label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        middle.priority = .defaultLow
        middle.isActive = true
        app.waitUntilIdle()
        #expect(label.frame.minX == 10, "250 now beats the 249 right edge")
        Constraint.deactivate([right, middle])
        #expect(!right.isActive && !middle.isActive)
        #expect(right.description.contains("'right'"))
        #expect(!label.constraints.contains { $0 === right })
    }

    @Test func aTranslatedFrameActsAsConstraints() {
        let anchor = Widget(frame: Rect(x: 4, y: 1, width: 10, height: 2))
        let follower = constrained(LabelWidget("f"))
        let (app, _) = constraintApp(width: 20, height: 6) { window in
            window.addSubview(anchor)
            window.addSubview(follower)
            Constraint.activate([
                follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor),
                follower.topAnchor.constraint(equalTo: anchor.bottomAnchor),
            ])
        }
        #expect(anchor.translatesAutoresizingMaskIntoConstraints)
        #expect(follower.frame.origin == Point(x: 14, y: 3))
        anchor.autoresizingMask = [.flexibleWidth]
        app.resize(to: Size(width: 24, height: 6))
        #expect(anchor.frame.width == 14, "the autoresizing mask resized it")
        #expect(follower.frame.origin == Point(x: 18, y: 3), "and the constraint to it followed")
    }
}

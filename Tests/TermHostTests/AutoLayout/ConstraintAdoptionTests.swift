import Testing
import TermHost
import TermHostTesting

@Suite("Constraints made outside a window")
@MainActor
struct ConstraintAdoptionTests {
    @Test func constraintsActivatedBeforeEnteringAWindowAreAdopted() throws {
        let (app, window) = constraintApp { _ in }
        let panel = constrained(Widget())
        let label = constrained(LabelWidget("adopted"))
        panel.addSubview(label)
        let inner = [
            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 2),
            label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 1),
        ]
        Constraint.activate(inner)
        #expect(inner.allSatisfy { $0.isActive }, "active, waiting for an engine")
        #expect(window.layoutEngine?.constraints(involving: label).isEmpty == true)

        window.addSubview(panel)
        let outer = [
            panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
            panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 1),
        ]
        let size = [panel.widthAnchor.constraint(equalToConstant: 12), panel.heightAnchor.constraint(equalToConstant: 3)]
        Constraint.activate(outer + size)
        let frames = app.statistics.frames
        app.waitUntilIdle()
        #expect(app.statistics.frames == frames + 1)
        #expect(panel.frame == Rect(x: 1, y: 1, width: 12, height: 3))
        #expect(label.frame == Rect(x: 2, y: 1, width: 7, height: 1))
        #expect(app.find("adopted") == Point(x: 3, y: 2))

        panel.removeFromSuperview()
        #expect(outer.allSatisfy { !$0.isActive }, "constraints to widgets that stay are deactivated")
        #expect((inner + size).allSatisfy { $0.isActive }, "constraints inside the removed subtree wait")
        let engine = try #require(window.layoutEngine)
        #expect(!engine.contains(panel) && !engine.contains(label))
        app.waitUntilIdle()
        #expect(app.find("adopted") == nil)

        Constraint.deactivate(size)
        panel.translatesAutoresizingMaskIntoConstraints = true
        panel.frame = Rect(x: 10, y: 4, width: 15, height: 3)
        window.addSubview(panel)
        app.waitUntilIdle()
        #expect(label.frame == Rect(x: 2, y: 1, width: 7, height: 1))
        #expect(app.find("adopted") == Point(x: 12, y: 5))
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func aBareWindowLaysOutWithLayoutIfNeeded() {
        let window = Window()
        window.frame = Rect(x: 0, y: 0, width: 20, height: 4)
        let child = constrained(Widget())
        window.addSubview(child)
        Constraint.activate([
            child.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            child.widthAnchor.constraint(equalToConstant: 5),
            child.heightAnchor.constraint(equalToConstant: 2),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 15, y: 2, width: 5, height: 2))
    }

    @Test func switchingBackToFrameLayoutKeepsTheFrameAndPinsIt() throws {
        let child = constrained(Widget())
        let follower = constrained(Widget())
        let (app, window) = constraintApp { window in
            window.addSubview(child)
            window.addSubview(follower)
            Constraint.activate([
                child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2),
                child.topAnchor.constraint(equalTo: window.topAnchor),
                child.widthAnchor.constraint(greaterThanOrEqualToConstant: 4),
                child.heightAnchor.constraint(equalToConstant: 1),
                follower.leadingAnchor.constraint(equalTo: child.trailingAnchor),
                follower.topAnchor.constraint(equalTo: child.bottomAnchor),
                follower.widthAnchor.constraint(equalToConstant: 1),
                follower.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        #expect(follower.frame.origin == Point(x: 6, y: 1))
        Constraint.deactivate(try #require(window.layoutEngine).constraints(involving: child).filter { $0.secondItem === window })
        child.translatesAutoresizingMaskIntoConstraints = true
        child.frame = Rect(x: 5, y: 2, width: 6, height: 1)
        app.waitUntilIdle()
        #expect(follower.frame.origin == Point(x: 11, y: 3), "follows the translated frame")
        #expect(app.application.diagnostics.isEmpty)
    }
}

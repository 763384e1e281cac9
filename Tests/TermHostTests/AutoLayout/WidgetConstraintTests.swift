import Testing
import TermHost
import TermHostTesting

@Suite("Constraint layout of widgets")
@MainActor
struct WidgetConstraintTests {
    @Test func pinsAChildToItsParentsEdgesWithConstants() throws {
        let parent = Widget(frame: Rect(x: 2, y: 1, width: 20, height: 6))
        let child = constrained(Widget())
        let (app, window) = constraintApp { window in
            window.addSubview(parent)
            parent.addSubview(child)
            Constraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -3),
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            ])
        }
        #expect(child.frame == Rect(x: 2, y: 1, width: 15, height: 4), "in the parent's coordinates")
        let engine = try #require(window.layoutEngine)
        #expect(engine.frame(of: child) == Rect(x: 4, y: 2, width: 15, height: 4), "in the window's coordinates")

        parent.frame = Rect(x: 0, y: 0, width: 26, height: 8)
        app.waitUntilIdle()
        #expect(child.frame == Rect(x: 2, y: 1, width: 21, height: 6), "follows the translated frame of its parent")
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func followsTheWindowWhenTheTerminalIsResized() {
        let child = constrained(Widget())
        let (app, _) = constraintApp { window in
            window.addSubview(child)
            Constraint.activate([
                child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                child.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1),
                child.topAnchor.constraint(equalTo: window.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 2),
            ])
        }
        #expect(child.frame == Rect(x: 1, y: 0, width: 28, height: 2))
        app.resize(to: Size(width: 40, height: 8))
        #expect(child.frame == Rect(x: 1, y: 0, width: 38, height: 2))
    }

    @Test func centersAWidget() {
        let child = constrained(Widget())
        _ = constraintApp(width: 30, height: 10) { window in
            window.addSubview(child)
            Constraint.activate([
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 3),
                child.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                child.centerYAnchor.constraint(equalTo: window.centerYAnchor),
            ])
        }
        #expect(child.frame == Rect(x: 10, y: 4, width: 10, height: 3), "y = 3.5 rounds to 4, the height stays 3")
    }

    @Test func equalWidthsAndMultipliers() {
        let left = constrained(ButtonWidget("OK")), right = constrained(ButtonWidget("Cancel"))
        let half = constrained(Widget())
        _ = constraintApp(width: 31, height: 10) { window in
            for widget in [left, right, half] { window.addSubview(widget) }
            Constraint.activate([
                left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 2),
                right.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1),
                left.widthAnchor.constraint(equalTo: right.widthAnchor),
                left.topAnchor.constraint(equalTo: window.topAnchor),
                right.topAnchor.constraint(equalTo: window.topAnchor),
                half.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
                half.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.3, constant: 1),
                half.topAnchor.constraint(equalTo: left.bottomAnchor),
                half.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            ])
        }
        #expect(left.frame == Rect(x: 1, y: 0, width: 14, height: 1), "27 cells shared: 13.5 each, edges rounded")
        #expect(right.frame == Rect(x: 17, y: 0, width: 13, height: 1))
        #expect(right.frame.minX - left.frame.maxX == 2)
        #expect(half.frame == Rect(x: 0, y: 1, width: 16, height: 4), "15.5 wide rounds its right edge up; 0.3 × 10 + 1 high")
    }

    @Test func aHigherPriorityWinsAndPriorityChangesReSolve() {
        let child = constrained(Widget())
        let narrow = child.widthAnchor.constraint(equalToConstant: 5)
        narrow.priority = .defaultLow
        let wide = child.widthAnchor.constraint(equalToConstant: 12)
        wide.priority = .defaultHigh
        let (app, _) = constraintApp { window in
            window.addSubview(child)
            Constraint.activate([
                narrow, wide,
                child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                child.topAnchor.constraint(equalTo: window.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        #expect(child.frame.width == 12)
        wide.priority = 200
        app.waitUntilIdle()
        #expect(child.frame.width == 5)
    }

    @Test func huggingAndCompressionResistanceShareARow() {
        let name = constrained(LabelWidget("Name:")), value = constrained(LabelWidget("a long value here"))
        let (app, _) = constraintApp(width: 30, height: 3) { window in
            window.addSubview(name)
            window.addSubview(value)
            name.setContentHuggingPriority(251, for: .horizontal)
            value.setContentCompressionResistancePriority(700, for: .horizontal)
            Constraint.activate([
                name.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 1),
                value.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                name.topAnchor.constraint(equalTo: window.topAnchor),
                value.topAnchor.constraint(equalTo: window.topAnchor),
            ])
        }
        #expect(name.contentHuggingPriority(for: .horizontal) == 251)
        #expect(name.frame == Rect(x: 0, y: 0, width: 5, height: 1), "hugs its text; the other label stretches")
        #expect(value.frame == Rect(x: 6, y: 0, width: 24, height: 1))
        app.resize(to: Size(width: 18, height: 3))
        #expect(name.frame.width == 5, "the value label resists compression less, so it gives way")
        #expect(value.frame == Rect(x: 6, y: 0, width: 12, height: 1))
        #expect(app.line(0) == "Name: a long valu…")
    }

    @Test func aConflictBreaksOneConstraintWithOneDiagnosticAndNoCrash() {
        let child = constrained(Widget())
        let (app, _) = constraintApp { window in
            window.addSubview(child)
            Constraint.activate([
                child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                child.topAnchor.constraint(equalTo: window.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 1),
                child.widthAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(app.application.diagnostics.isEmpty)
        let conflicting = child.widthAnchor.constraint(equalToConstant: 20)
        conflicting.identifier = "tooWide"
        conflicting.isActive = true
        app.waitUntilIdle()
        #expect(app.application.diagnostics.count == 1)
        let message = app.application.diagnostics.first ?? ""
        #expect(message.contains("breaking <Constraint 'tooWide' Widget.width == 20>"))
        #expect(message.contains("<Constraint Widget.width == 10>"))
        #expect(conflicting.isBroken)
        #expect(child.frame.width == 10, "the required constraint already there holds")
    }

    @Test func aConflictMadeWhileBuildingIsReportedToTheApplication() {
        let child = constrained(Widget())
        let (app, _) = constraintApp { window in
            window.addSubview(child)
            Constraint.activate([
                child.widthAnchor.constraint(equalTo: window.widthAnchor),
                child.widthAnchor.constraint(equalToConstant: 4),
            ])
        }
        #expect(app.application.diagnostics.count == 1)
        #expect(child.frame.width == 30)
    }

    @Test func shrinkingTheWindowBelowARequiredMinimumBreaksThatConstraintNotTheWindow() throws {
        let child = constrained(Widget())
        let minimum = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 20)
        minimum.identifier = "minimum"
        let (app, window) = constraintApp(width: 30, height: 4) { window in
            window.addSubview(child)
            Constraint.activate([
                minimum,
                child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                child.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -1),
                child.topAnchor.constraint(equalTo: window.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        #expect(child.frame.width == 28)
        app.resize(to: Size(width: 10, height: 4))
        #expect(app.application.diagnostics.count == 1)
        let message = app.application.diagnostics.first ?? ""
        #expect(message.contains("breaking <Constraint"))
        #expect(!message.contains("breaking <Constraint 'fixedFrame"), "the window's size is never the one broken")
        #expect(message.contains("'fixedFrame.width' Window.width == 10"))
        #expect(try #require(window.layoutEngine).frame(of: window) == Rect(x: 0, y: 0, width: 10, height: 4))
        app.resize(to: Size(width: 40, height: 4))
        #expect(app.application.diagnostics.count == 1, "growing again reports nothing")
        #expect(child.frame == Rect(x: 1, y: 0, width: 38, height: 1))
    }
}

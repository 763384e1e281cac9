import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

@Suite("Incremental constraint layout")
@MainActor
struct IncrementalConstraintTests {
    @Test func aConstantEditReSolvesInPlaceAndLaysOutOnlyTheResizedWidget() throws {
        let first = constrained(CountingWidget()), second = constrained(CountingWidget())
        let unrelated = constrained(CountingWidget())
        let width = first.widthAnchor.constraint(equalToConstant: 6)
        let (app, window) = constraintApp(width: 40, height: 4) { window in
            for widget in [first, second, unrelated] { window.addSubview(widget) }
            Constraint.activate([
                first.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                width,
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 1),
                second.widthAnchor.constraint(equalToConstant: 4),
                unrelated.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                unrelated.widthAnchor.constraint(equalToConstant: 3),
            ] + [first, second, unrelated].flatMap { widget in
                [widget.topAnchor.constraint(equalTo: window.topAnchor), widget.heightAnchor.constraint(equalToConstant: 1)]
            })
        }
        #expect(second.frame.minX == 8)
        let engine = try #require(window.layoutEngine)
        let solver = engine.statistics
        let laidOut = app.statistics.widgetsLaidOut, frames = app.statistics.frames
        let counts = [first.layouts, second.layouts, unrelated.layouts]

        width.constant = 10
        app.waitUntilIdle()
        #expect(first.frame == Rect(x: 1, y: 0, width: 10, height: 1))
        #expect(second.frame == Rect(x: 12, y: 0, width: 4, height: 1))
        #expect(app.statistics.frames == frames + 1)
        #expect(engine.statistics.constraintsAdded == solver.constraintsAdded, "nothing rebuilt")
        #expect(engine.statistics.constraintsRemoved == solver.constraintsRemoved)
        #expect(engine.statistics.constantUpdates == solver.constantUpdates + 1)
        #expect(app.statistics.widgetsLaidOut == laidOut + 1, "only the resized widget; the moved one is not laid out")
        #expect([first.layouts, second.layouts, unrelated.layouts] as [Int] == [counts[0] + 1, counts[1], counts[2]])
    }

    @Test func roundingLeavesNoGapBetweenPinnedSiblings() {
        let parts = (0..<3).map { _ in constrained(Widget()) }
        let (app, _) = constraintApp(width: 31, height: 2) { window in
            var constraints = [parts[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
                               parts[2].trailingAnchor.constraint(equalTo: window.trailingAnchor)]
            for (index, part) in parts.enumerated() {
                window.addSubview(part)
                constraints += [part.topAnchor.constraint(equalTo: window.topAnchor),
                                part.heightAnchor.constraint(equalToConstant: 1)]
                if index > 0 {
                    constraints += [part.leadingAnchor.constraint(equalTo: parts[index - 1].trailingAnchor),
                                    part.widthAnchor.constraint(equalTo: parts[0].widthAnchor)]
                }
            }
            Constraint.activate(constraints)
        }
        for width in [31, 32, 29, 7, 1] {
            app.resize(to: Size(width: width, height: 2))
            #expect(parts[0].frame.minX == 0)
            #expect(parts[0].frame.maxX == parts[1].frame.minX, "width \(width)")
            #expect(parts[1].frame.maxX == parts[2].frame.minX, "width \(width)")
            #expect(parts[2].frame.maxX == width)
            let widths = parts.map(\.frame.width)
            #expect((widths.max() ?? 0) - (widths.min() ?? 0) <= 1, "width \(width): \(widths)")
        }
    }

    @Test func aLabelGetsItsIntrinsicWidthAndFollowsItsTextInTheSameFrame() {
        let label = constrained(LabelWidget("Hi"))
        let after = constrained(CountingWidget())
        let unrelated = constrained(CountingWidget())
        let (app, window) = constraintApp(width: 30, height: 3) { window in
            for widget in [label, after, unrelated] { window.addSubview(widget) }
            Constraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 1),
                label.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor),
                label.topAnchor.constraint(equalTo: window.topAnchor),
                after.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 1),
                after.topAnchor.constraint(equalTo: window.topAnchor),
                after.widthAnchor.constraint(equalToConstant: 3),
                after.heightAnchor.constraint(equalToConstant: 1),
                unrelated.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                unrelated.topAnchor.constraint(equalTo: window.topAnchor, constant: 2),
                unrelated.widthAnchor.constraint(equalToConstant: 3),
                unrelated.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        #expect(label.frame == Rect(x: 1, y: 0, width: 2, height: 1), "hugs its intrinsic size")
        #expect(after.frame.minX == 4)
        let frames = app.statistics.frames, laidOut = app.statistics.widgetsLaidOut
        let counts = (after.layouts, unrelated.layouts)
        let solver = window.layoutEngine?.statistics

        label.text = "Hello there"
        app.waitUntilIdle()
        #expect(app.statistics.frames == frames + 1, "re-laid out in the same frame")
        #expect(label.frame == Rect(x: 1, y: 0, width: 11, height: 1))
        #expect(after.frame.minX == 13)
        #expect(app.line(0).hasPrefix(" Hello there"))
        #expect(app.statistics.widgetsLaidOut == laidOut + 1, "only the label was resized")
        #expect(after.layouts == counts.0 && unrelated.layouts == counts.1)
        #expect(window.layoutEngine?.statistics.constraintsAdded == solver?.constraintsAdded,
                "the intrinsic-size constraints are edited in place")

        label.text = "A much longer text than the row"
        app.waitUntilIdle()
        #expect(label.frame.maxX == 30, "the required trailing limit wins over compression resistance")
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func nothingIsSolvedOrLaidOutWhenNothingChanged() throws {
        let child = constrained(Widget())
        let (app, window) = constraintApp { window in
            window.addSubview(child)
            Constraint.activate([
                child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                child.topAnchor.constraint(equalTo: window.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 4),
                child.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        let solver = try #require(window.layoutEngine).statistics
        let laidOut = app.statistics.widgetsLaidOut
        app.application.setNeedsFullRedraw()
        app.waitUntilIdle()
        #expect(window.layoutEngine?.statistics == solver)
        #expect(app.statistics.widgetsLaidOut == laidOut)
    }
}

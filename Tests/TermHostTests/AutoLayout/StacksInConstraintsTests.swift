import Testing
import TermHost
import TermHostTesting

// Stacks and constraints are one system: a stack placed by constraints takes its content size,
// stacks nest inside constraint-laid-out containers inside stacks, constraints between arranged
// subviews and other widgets hold, and a layout that cannot be satisfied is one diagnostic.

@Suite("Layout engine: stacks in constraints in stacks")
@MainActor
struct StacksInConstraintsTests {
    @Test func aStackPlacedByTopLeadingAndTrailingTakesItsHeightFromItsArrangedSubviews() {
        let first = LabelWidget("first")
        let stack = StackWidget(axis: .vertical, spacing: 1, arrangedSubviews: [first, LabelWidget("second"), LabelWidget("third")])
        let note = LabelWidget("note")
        let (app, _) = constraintApp(width: 30, height: 12) { window in
            for widget in [stack, note] as [Widget] {
                widget.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(widget)
            }
            Constraint.activate([
                stack.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 1),
                stack.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 2),
                stack.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -2),
                note.topAnchor.constraint(equalTo: stack.bottomAnchor),
                note.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            ])
        }
        #expect(stack.frame == Rect(x: 2, y: 1, width: 26, height: 5))
        #expect(app.find("note") == Point(x: 2, y: 6), "right under the last arranged subview")

        first.text = "first\nand more"
        first.numberOfLines = 0
        app.waitUntilIdle()
        #expect(stack.frame.height == 6)
        #expect(app.find("note") == Point(x: 2, y: 7))
        first.isHidden = true
        app.waitUntilIdle()
        #expect(app.find("note") == Point(x: 2, y: 4), "the hidden subview and its spacing are gone")
    }

    @Test func aStackInsideAConstrainedContainerInsideAStack() {
        let row = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [LabelWidget("left"), LabelWidget("right")])
        let card = Widget()
        pin(row, to: card, inset: 1)
        let outer = StackWidget(axis: .vertical, arrangedSubviews: [LabelWidget("header"), card, LabelWidget("footer")])
        let app = showStack(outer, frame: Rect(x: 0, y: 0, width: 20, height: 8))
        #expect(card.frame == Rect(x: 0, y: 1, width: 20, height: 3), "the row and a cell above and below")
        #expect(row.frame == Rect(x: 1, y: 1, width: 18, height: 1))
        #expect(app.find("left") == Point(x: 1, y: 2))
        #expect(app.find("footer") == Point(x: 0, y: 4))
        row.axis = .vertical
        app.waitUntilIdle()
        #expect(card.frame.height == 5, "the inner stack grew to three rows (two and the spacing) and the card with it")
        #expect(app.find("footer") == Point(x: 0, y: 6))
    }

    @Test func aWidgetOutsideTheStackFollowsAnArrangedSubview() {
        let notice = LabelWidget("notice")
        let field = TextFieldWidget()
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [notice, LabelWidget("Name"), field])
        let hint = LabelWidget("required")
        hint.translatesAutoresizingMaskIntoConstraints = false
        let (app, _) = constraintApp(width: 30, height: 8) { window in
            stack.frame = Rect(x: 0, y: 0, width: 20, height: 4)
            window.addSubview(stack)
            window.addSubview(hint)
            Constraint.activate([
                hint.topAnchor.constraint(equalTo: field.topAnchor),
                hint.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 2),
            ])
        }
        #expect(field.frame.minY == 2)
        #expect(hint.frame.origin == Point(x: 2, y: 2))
        notice.isHidden = true
        app.waitUntilIdle()
        #expect(field.frame.minY == 1)
        #expect(hint.frame.origin == Point(x: 2, y: 1), "it moved with the field in the same frame")
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func anArrangedSubviewsWidthRelatedToTheStack() {
        let button = LabelWidget("OK")
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [LabelWidget("message"), button])
        stack.alignment = .center
        button.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.5).isActive = true
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 20, height: 2))
        #expect(button.frame == Rect(x: 5, y: 1, width: 10, height: 1))
    }

    @Test func equalWidthsAcrossTwoRows() {
        let shortLabel = LabelWidget("ID"), longLabel = LabelWidget("Address")
        let first = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [shortLabel, TextFieldWidget()])
        let second = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [longLabel, TextFieldWidget()])
        shortLabel.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        longLabel.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        shortLabel.widthAnchor.constraint(equalTo: longLabel.widthAnchor).isActive = true
        let form = StackWidget(axis: .vertical, arrangedSubviews: [first, second])
        let app = showStack(form, frame: Rect(x: 0, y: 0, width: 24, height: 2))
        #expect(shortLabel.frame.width == 7)
        #expect(longLabel.frame.width == 7)
        #expect(first.arrangedSubviews[1].frame.minX == second.arrangedSubviews[1].frame.minX)
        #expect(app.application.diagnostics.isEmpty)
    }

    @Test func contradictoryConstraintsGiveOneDiagnosticAndTheRestIsLaidOut() {
        let panel = block(height: 3)
        panel.layoutAnchors.debugName = "panel"
        let contradiction = panel.heightAnchor.constraint(equalToConstant: 5)
        contradiction.identifier = "tall"
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [LabelWidget("top"), panel, LabelWidget("bottom")])
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 10, height: 8))
        contradiction.isActive = true
        app.waitUntilIdle()
        #expect(app.application.diagnostics.count == 1)
        #expect(app.application.diagnostics.first?.contains("'tall' panel.height == 5") == true)
        #expect(panel.frame.height == 3, "the first required constraint holds; the contradicting one is broken")
        #expect(app.find("bottom") == Point(x: 0, y: 4))
    }

    @Test func requiredLengthsThatCannotFitAreReportedOnce() {
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [block(height: 3), block(height: 3), LabelWidget("last")])
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 10, height: 4), size: Size(width: 10, height: 8))
        #expect(stack.arrangedSubviews.map(\.frame.height) == [3, 3, 1])
        #expect(app.application.diagnostics.count == 1)
        #expect(app.application.diagnostics.first?.contains("need at least 6") == true)
        stack.frame = Rect(x: 0, y: 0, width: 12, height: 4)
        app.waitUntilIdle()
        #expect(app.application.diagnostics.count == 1, "still the same problem: not reported again")
    }
}

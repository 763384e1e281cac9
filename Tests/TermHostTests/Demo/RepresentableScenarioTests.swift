import TermHost
import TermHostTesting
import Testing

@Suite("Demo: representable")
@MainActor
struct RepresentableScenarioTests {
    @Test func theStepperDrivesTheProgressBarWidget() {
        let app = startDemo(.representable)
        #expect(app.contains("Progress 30%"))
        #expect(app.contains(" 30%"))
        app.press("+")
        #expect(app.contains("Progress 40%"))
        #expect(app.lines.contains { $0.contains("ProgressBarWidget") && $0.contains("40%") })
    }

    @Test func typingInTheWidgetUpdatesTheComponentAndBack() {
        let app = startDemo(.representable)
        app.press(.tab, times: 2)
        #expect(app.focusedDescription == "type here or above")
        app.type("Ada")
        #expect(app.contains("Hello, Ada!"))
        #expect(app.lines.filter { $0.contains("Ada") }.count == 3)
        app.press(.tab, modifiers: .shift)
        app.type("x")
        #expect(app.contains("Hello, Adax!"))
        #expect(app.lines.contains { $0.contains("TextFieldWidget") && $0.contains("Adax") })
    }
}

/// The status line's Esc hint follows focus: q is typed into a text field, so it is not offered there.
@Suite("Demo: the Esc hint follows focus")
@MainActor
struct EscapeHintTests {
    @Test func neitherKindOfTextFieldOffersQ() {
        let app = startDemo(.representable)
        #expect(app.line(23).contains("Esc/q Back"), "the stepper has focus")
        app.press(.tab)
        #expect(app.focusedDescription == "type here or below")
        #expect(app.line(23).contains("  Esc Back"), "a TextField has focus")
        app.press(.tab)
        #expect(app.focusedDescription == "type here or above")
        #expect(app.line(23).contains("  Esc Back"), "a TextFieldWidget has focus")
        app.press(.tab)
        #expect(app.line(23).contains("Esc/q Back"), "focus left the fields")
    }

    @Test func aClickIntoAFieldAndOutAgainUpdatesTheHint() {
        let app = startDemo(.countryPicker)
        #expect(app.line(23).contains("Esc/q Back"))
        #expect(app.click(on: "Your name"))
        #expect(app.line(23).contains("  Esc Back"))
        #expect(app.click(on: "Submit"))
        #expect(app.line(23).contains("Esc/q Back"))
    }
}

/// The host grows with its content: a long name wraps the greeting onto the next row.
@Suite("Demo: representable sizing")
@MainActor
struct RepresentableSizingTests {
    @Test func aLongNameWrapsTheGreetingAndPushesTheRestDown() throws {
        let app = startDemo(.representable)
        let imperative = try #require(app.row(of: "Imperative widgets, through"))
        app.press(.tab)
        app.type("Ada Lovelace Countess of Lovelace and Byron Babbage Menabrea Somerville")
        #expect(!app.contains("…"))
        let greeting = try #require(app.row(of: "Hello, Ada Lovelace"))
        #expect(app.row(of: "Somerville!") == greeting + 1)
        #expect(app.row(of: "Imperative widgets, through") == imperative + 1)
    }
}


/// On the `representable` screen the declarative `TextField` and the `TextFieldWidget` draw the same text
/// with the same cells (both draw through the look they share).
@Suite("Demo: the two text fields look the same")
@MainActor
struct RepresentableFieldsLookTests {
    /// The 30 cells of each field, as text and styles.
    private func fields(_ app: HeadlessApp) throws -> (String, String) {
        let declarative = try #require(app.find("Name ")), widget = try #require(app.find("TextFieldWidget  "))
        func cells(from start: Point) -> String {
            (0..<30).map { dx in
                let point = Point(x: start.x + dx, y: start.y)
                return "\(app.lines[point.y].dropFirst(point.x).first ?? " ")\(app.style(at: point).attributes.rawValue)"
            }.joined(separator: "|")
        }
        return (cells(from: Point(x: declarative.x + 5, y: declarative.y)), cells(from: Point(x: widget.x + 18, y: widget.y)))
    }

    @Test func theSameTextDrawsTheSameCells() throws {
        let app = startDemo(.representable)
        let placeholders = try fields(app)
        // The placeholders differ in one word of the same length ("below", "above"): the same styles, cell for cell.
        #expect(placeholders.0.filter { !$0.isLetter } == placeholders.1.filter { !$0.isLetter })
        app.press(.tab)
        app.type("Ada")
        app.press(.tab, times: 2)
        let typed = try fields(app)
        #expect(typed.0 == typed.1)
    }
}

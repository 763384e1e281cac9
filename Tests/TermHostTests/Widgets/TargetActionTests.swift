import Testing
import TermHost
import TermHostTesting

@Suite("Target-action: Action, ControlWidget.Event, sendActions")
@MainActor
struct TargetActionTests {
    @Test func actionsRunForTheirEventsInOrderWithTheControlAsSender() {
        let control = ControlWidget()
        var log: [String] = []
        control.addAction(Action(title: "a") { action in
            log.append("a:\((action.sender as? ControlWidget) === control)")
        }, for: [.valueChanged, .touchUpInside])
        control.addAction(Action { _ in log.append("b") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a:true", "b"])
        log.removeAll()
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(log == ["a:true", "b"], "each action runs once per send")
        log.removeAll()
        control.sendActions(for: .editingChanged)
        #expect(log.isEmpty)
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
        let control = ControlWidget()
        var log: [String] = []
        let id = Action.Identifier("save")
        control.addAction(Action(identifier: id) { _ in log.append("old") }, for: .primaryActionTriggered)
        control.addAction(Action(identifier: id) { _ in log.append("new") }, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(log == ["new"])
        #expect(control.action(identifiedBy: id, for: .primaryActionTriggered) != nil)
    }

    @Test func removeActionStopsItForTheGivenEventsOnly() {
        let control = ControlWidget()
        var runs = 0
        let action = Action { _ in runs += 1 }
        control.addAction(action, for: [.valueChanged, .editingChanged])
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(runs == 0)
        control.sendActions(for: .editingChanged)
        #expect(runs == 1)
        control.removeAction(identifiedBy: action.identifier, for: .editingChanged)
        control.sendActions(for: .allEvents)
        #expect(runs == 1)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func generatedIdentifiersAreUnique() {
        let first = Action { _ in }, second = Action { _ in }
        #expect(first.identifier != second.identifier)
        #expect(first.identifier == first.identifier)
    }

    @Test func controlStateFollowsItsFlags() {
        let control = ControlWidget()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        control.isHighlighted = true
        #expect(control.state == [.selected, .disabled, .highlighted])
    }
}

@Suite("ButtonWidget in UIKit's shapes")
@MainActor
struct ButtonWidgetUIKitTests {
    private func app(_ button: ButtonWidget, width: Int = 16) -> HeadlessApp {
        show([(button, Rect(x: 0, y: 0, width: width, height: 1))], size: Size(width: width, height: 2))
    }

    @Test func keyActivationSendsTouchUpInsideThenPrimaryActionTriggered() {
        let button = ButtonWidget(type: .system)
        var log: [String] = []
        button.addAction(Action { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(Action { _ in log.append("up") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("down") }, for: .touchDown)
        let app = app(button)
        app.press(.enter)
        app.press(.character(" "))
        #expect(log == ["up", "primary", "up", "primary"])
    }

    @Test func aClickIsTouchDownHighlightedThenTouchUpInside() {
        let button = ButtonWidget(type: .system)
        button.setTitle("Go", for: .normal)
        var log: [String] = []
        button.addAction(Action { _ in log.append("down:\(button.isHighlighted)") }, for: .touchDown)
        button.addAction(Action { _ in log.append("up:\(button.isHighlighted)") }, for: .touchUpInside)
        let app = app(button)
        app.click(on: "Go")
        #expect(log == ["down:true", "up:false"])
    }

    @Test func aPressReleasedOutsideIsTouchUpOutsideAndEndsTheHighlight() {
        let button = ButtonWidget(type: .system)
        button.setTitle("Go", for: .normal)
        var log: [String] = []
        button.addAction(Action { _ in log.append("inside") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("outside") }, for: .touchUpOutside)
        let app = app(button, width: 20)
        app.application.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 8, y: 0))))
        #expect(button.isHighlighted)
        app.send(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 1))))
        #expect(log == ["outside"])
        #expect(!button.isHighlighted)
    }

    @Test func aDisabledButtonSendsNothingButSendActionsStillRuns() {
        let button = ButtonWidget(type: .system)
        var runs = 0
        button.addAction(Action { _ in runs += 1 }, for: .touchUpInside)
        button.isEnabled = false
        let app = app(button)
        app.press(.enter)
        button.sendAction()
        #expect(runs == 0)
        button.sendActions(for: .touchUpInside)
        #expect(runs == 1, "programmatic sends run, as in UIKit")
    }

    @Test func primaryActionGivesTheTitleAndRunsOnActivation() {
        var taps = 0
        let button = ButtonWidget(primaryAction: Action(title: "Share") { _ in taps += 1 })
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Share")
        let app = app(button)
        #expect(app.line(0) == "   [ Share ]    ")
        app.press(.enter)
        #expect(taps == 1)
    }

    @Test func titlesPerStateFallBackToNormal() {
        let button = ButtonWidget()
        #expect(button.buttonType == .custom)
        #expect(button.title(for: .normal) == nil)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.currentTitle == "Play")
        let app = app(button)
        button.isSelected = true
        app.waitUntilIdle()
        #expect(button.currentTitle == "Pause")
        #expect(app.contains("[ Pause ]"))
        button.setTitleColor(.systemRed, for: .normal)
        app.waitUntilIdle()
        #expect(button.titleColor(for: .disabled) == .systemRed)
        #expect(app.style(of: "Pause")?.foreground == .systemRed)
    }

    @Test func systemButtonsAreTintedAndInheritTheSuperviewsTint() {
        let container = Widget()
        let button = ButtonWidget(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        container.addSubview(button)
        let app = show([(container, Rect(x: 0, y: 0, width: 6, height: 1))], size: Size(width: 6, height: 1))
        #expect(app.style(of: "OK")?.foreground == .systemBlue)
        container.tintColor = .systemPurple
        app.waitUntilIdle()
        #expect(button.tintColor == .systemPurple)
        #expect(app.style(of: "OK")?.foreground == .systemPurple)
        let custom = ButtonWidget("Plain")
        #expect(custom.buttonType == .custom)
    }

    @Test func configurationsLookAsDocumentedInCells() {
        func draw(_ configuration: ButtonWidget.Configuration) -> (String, Style) {
            var configuration = configuration
            configuration.title = "Buy"
            let button = ButtonWidget(configuration: configuration)
            let app = show([(button, Rect(x: 0, y: 0, width: 11, height: 1))], size: Size(width: 11, height: 1))
            return (app.line(0), app.style(at: Point(x: 0, y: 0)))
        }
        #expect(draw(.plain()).0 == "    Buy    ")
        #expect(draw(.plain()).1.background == nil)
        let filled = draw(.filled())
        #expect(filled.0 == "    Buy    ")
        #expect(filled.1.background == .systemBlue, "a filled button's background covers the whole button")
        #expect(draw(.gray()).1.background == .secondarySystemBackground)
        #expect(draw(.tinted()).1.background == .secondarySystemBackground)
        #expect(draw(.bordered()).0 == "  [ Buy ]  ")
        #expect(draw(.borderedProminent()).1.background == .systemBlue)
    }

    @Test func configurationSubtitleIsASecondDimRowAndBaseColoursWin() {
        var configuration = ButtonWidget.Configuration.filled()
        configuration.title = "Upgrade"
        configuration.subtitle = "Pro"
        configuration.titleAlignment = .center
        configuration.baseBackgroundColor = .systemGreen
        let button = ButtonWidget(configuration: configuration)
        #expect(button.intrinsicContentSize == Size(width: 9, height: 2))
        let app = show([(button, Rect(x: 0, y: 0, width: 9, height: 2))], size: Size(width: 9, height: 2))
        #expect(app.lines == [" Upgrade", "   Pro"], "(trailing spaces trimmed)")
        #expect(app.style(at: Point(x: 4, y: 1)).attributes.contains(.dim))
        #expect(app.style(at: Point(x: 0, y: 0)).background == .systemGreen)
    }

    @Test func configurationUpdateHandlerRunsOnStateChanges() {
        let button = ButtonWidget(configuration: .plain())
        var states: [ControlWidget.State] = []
        button.configurationUpdateHandler = { button in
            states.append(button.state)
            button.configuration?.title = button.isSelected ? "On" : "Off"
        }
        button.isSelected = true
        #expect(states == [.selected])
        #expect(button.configuration?.title == "On")
        button.setNeedsUpdateConfiguration()
        #expect(states.count == 2)
    }

    @Test func theTitleLabelsFontIsUsed() {
        let button = ButtonWidget(type: .custom)
        button.setTitle("Bold", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        let app = show([(button, Rect(x: 0, y: 0, width: 8, height: 1))], size: Size(width: 8, height: 1))
        #expect(app.style(of: "Bold")?.attributes.contains(.bold) == true)
    }

    @Test func contentAlignmentPlacesTheTitle() {
        let button = ButtonWidget("OK")
        let app = app(button, width: 10)
        #expect(app.line(0) == "  [ OK ]  ")
        button.contentHorizontalAlignment = .trailing
        app.waitUntilIdle()
        #expect(app.line(0) == "    [ OK ]")
        button.contentHorizontalAlignment = .leading
        app.waitUntilIdle()
        #expect(app.line(0) == "[ OK ]    ")
    }
}

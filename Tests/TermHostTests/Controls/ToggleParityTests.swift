import Observation
import Testing
import TermHost
import TermHostTesting

/// A value the declarative toggle binds to, observed so the toggle redraws when it changes.
@Observable
@MainActor
private final class Flag {
    var isOn = false
}

/// A `CheckboxWidget` (UISwitch) and a `Toggle` with the same title, value and style draw the same
/// cells (`ToggleLook`), in every state.
@Suite("Parity: CheckboxWidget and Toggle")
@MainActor
struct ToggleParityTests {
    private func screens(isOn: Bool, disabled: Bool, sliding: Bool = false, onTint: Color? = nil,
                         width: Int = 14) -> ParityScreens {
        let widget = CheckboxWidget("Wi-Fi", isOn: isOn)
        widget.preferredStyle = sliding ? .sliding : .automatic
        widget.onTintColor = onTint
        widget.isEnabled = !disabled
        let toggle = Toggle("Wi-Fi", isOn: .constant(isOn)).tint(onTint).disabled(disabled)
        let view = sliding ? AnyView(erasing: toggle.toggleStyle(.switch)) : AnyView(erasing: toggle)
        let frame = sliding ? Rect(x: 0, y: 0, width: width, height: 1) : nil
        return ParityScreens(widget: widget, frame: frame, view: view, size: Size(width: width, height: 2))
    }

    @Test(arguments: [false, true], ParityState.allCases)
    func aCheckboxLooksTheSame(_ isOn: Bool, _ state: ParityState) {
        let screens = screens(isOn: isOn, disabled: state.isDisabled)
        screens.put(in: state, pressingAt: Point(x: 1, y: 0))
        #expect(screens.widget.line(0).hasPrefix(isOn ? "[x] Wi-Fi " : "[ ] Wi-Fi "))
        screens.expectSameCells("checkbox \(isOn ? "on" : "off"), \(state)")
    }

    @Test(arguments: [false, true], ParityState.allCases)
    func aSwitchLooksTheSame(_ isOn: Bool, _ state: ParityState) {
        let screens = screens(isOn: isOn, disabled: state.isDisabled, sliding: true)
        screens.put(in: state, pressingAt: Point(x: 12, y: 0))
        #expect(screens.widget.line(0) == (isOn ? "Wi-Fi       ━●" : "Wi-Fi       ●━"))
        screens.expectSameCells("switch \(isOn ? "on" : "off"), \(state)")
    }

    @Test func theIndicatorAloneShowsFocusAndTheOnTint() {
        let checkbox = screens(isOn: true, disabled: false, onTint: .systemOrange)
        checkbox.put(in: .focused)
        #expect(checkbox.widget.style(at: Point(x: 1, y: 0)) == Style(foreground: .systemOrange, attributes: .reverse))
        #expect(checkbox.widget.style(of: "Wi-Fi") == .plain, "the title shows no focus")
        checkbox.expectSameCells("checkbox with an on tint, focused")
        let sliding = screens(isOn: true, disabled: false, sliding: true)
        sliding.put(in: .normal)
        #expect(sliding.view.style(at: Point(x: 13, y: 0)).foreground == .systemGreen, "UISwitch's default on tint")
        sliding.expectSameCells("switch, default on tint")
    }

    /// A toggle drawn as a button is a selected button while on: the same cells as a selected
    /// `.bordered()` `ButtonWidget`.
    @Test(arguments: [ParityState.normal, .focused, .disabled])
    func aButtonToggleIsASelectedBorderedButton(_ state: ParityState) {
        let widget = ButtonWidget(configuration: .bordered())
        widget.setTitle("Bold", for: .normal)
        widget.isSelected = true
        widget.isEnabled = !state.isDisabled
        let view = Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).disabled(state.isDisabled)
        let screens = ParityScreens(widget: widget, view: view, size: Size(width: 10, height: 1))
        screens.put(in: state)
        #expect(screens.view.line(0).hasPrefix("[ Bold ]"))
        #expect(screens.view.style(of: "Bold")?.attributes.isSuperset(of: [.bold, .reverse]) == true)
        screens.expectSameCells("button toggle on, \(state)")
    }

    @Test func bothToggleOnReleaseInside() {
        let flag = Flag()
        let widget = CheckboxWidget("Wi-Fi")
        let view = Toggle("Wi-Fi", isOn: Binding(get: { flag.isOn }, set: { flag.isOn = $0 }))
        let screens = ParityScreens(widget: widget, view: view, size: Size(width: 14, height: 2))
        screens.put(in: .pressed, pressingAt: Point(x: 1, y: 0))
        #expect(!widget.isOn && !flag.isOn, "a press alone does not toggle")
        screens.expectSameCells("held down")
        screens.both { $0.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 0)))) }
        #expect(widget.isOn && flag.isOn)
        screens.expectSameCells("toggled by the release")
        screens.both { $0.press(.character(" ")) }
        #expect(!widget.isOn && !flag.isOn, "Space toggles (PressKeyMap)")
        screens.expectSameCells("after toggling")
    }
}

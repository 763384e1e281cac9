import Testing
import TermHost
import TermHostTesting

/// A `ButtonWidget` configuration and the SwiftUI button style that mean the same thing draw the same
/// cells (`ButtonLook`), in every state.
@Suite("Parity: ButtonWidget and Button")
@MainActor
struct ButtonParityTests {
    /// A widget configuration, the SwiftUI style of the same look, and what it draws unfocused.
    struct Pairing: CustomTestStringConvertible, Sendable {
        let name: String
        let configuration: ButtonWidget.Configuration?
        let style: @Sendable @MainActor (AnyView) -> AnyView
        let cells: String
        var testDescription: String { name }
    }

    nonisolated static let pairings: [Pairing] = [
        Pairing(name: ".bordered() / .bordered", configuration: .bordered(),
                style: { AnyView(erasing: $0.buttonStyle(.bordered)) }, cells: "[ Save ]"),
        Pairing(name: ".borderedTinted() / .bordered", configuration: .borderedTinted(),
                style: { AnyView(erasing: $0.buttonStyle(.bordered)) }, cells: "[ Save ]"),
        Pairing(name: ".borderedProminent() / .borderedProminent", configuration: .borderedProminent(),
                style: { AnyView(erasing: $0.buttonStyle(.borderedProminent)) }, cells: "[ Save ]"),
        Pairing(name: ".plain() / .borderless", configuration: .plain(),
                style: { AnyView(erasing: $0.buttonStyle(.borderless)) }, cells: "Save"),
        Pairing(name: ".borderless() / .borderless", configuration: .borderless(),
                style: { AnyView(erasing: $0.buttonStyle(.borderless)) }, cells: "Save"),
        Pairing(name: "a .system button / .automatic", configuration: nil,
                style: { $0 }, cells: "[ Save ]"),
    ]

    private func screens(_ pairing: Pairing, disabled: Bool, tint: Color? = nil) -> ParityScreens {
        let widget = ButtonWidget(type: .system)
        widget.setTitle("Save", for: .normal)
        widget.configuration = pairing.configuration
        widget.isEnabled = !disabled
        if let tint { widget.tintColor = tint }
        let view = pairing.style(AnyView(erasing: Button("Save") {})).tint(tint).disabled(disabled)
        return ParityScreens(widget: widget, view: view, size: Size(width: 12, height: 2))
    }

    @Test(arguments: pairings, ParityState.allCases)
    func sameLookSameCells(_ pairing: Pairing, _ state: ParityState) {
        let screens = screens(pairing, disabled: state.isDisabled)
        screens.put(in: state, pressingAt: Point(x: 1, y: 0))
        #expect(screens.widget.line(0).hasPrefix(pairing.cells + " "), "the documented cells")
        screens.expectSameCells("\(pairing.name), \(state)")
    }

    @Test func theTintAndTheFillAreTheLooks() {
        let bordered = screens(Self.pairings[0], disabled: false, tint: .systemPurple)
        bordered.put(in: .normal)
        #expect(bordered.widget.style(of: "Save")?.foreground == .systemPurple)
        #expect(bordered.widget.style(at: .zero).foreground == .systemPurple, "the brackets are in the tint too")
        bordered.expectSameCells("bordered, purple")
        let prominent = screens(Self.pairings[2], disabled: false, tint: .systemPurple)
        prominent.put(in: .normal)
        #expect(prominent.widget.style(of: "Save") == Style(foreground: .white, background: .systemPurple))
        #expect(prominent.widget.style(at: Point(x: 7, y: 0)).background == .systemPurple, "the fill covers the bounds")
        prominent.expectSameCells("prominent, purple")
    }

    @Test func stateShowsTheSameWay() {
        let focused = screens(Self.pairings[0], disabled: false)
        focused.put(in: .focused)
        #expect(focused.widget.style(of: "[ Save ]")?.attributes.contains(.reverse) == true)
        let disabled = screens(Self.pairings[0], disabled: true)
        disabled.put(in: .disabled)
        #expect(disabled.view.style(of: "[ Save ]")?.attributes == .dim)
    }

    /// UIKit and SwiftUI press on release inside: a press highlights, a release elsewhere cancels.
    @Test func aPressHighlightsAndOnlyAReleaseInsidePresses() {
        var widgetPresses = 0, viewPresses = 0
        let widget = ButtonWidget(configuration: .bordered(), primaryAction: Action(title: "Save") { _ in widgetPresses += 1 })
        let screens = ParityScreens(widget: widget, view: Button("Save") { viewPresses += 1 }, size: Size(width: 12, height: 2))
        screens.put(in: .pressed, pressingAt: Point(x: 3, y: 0))
        #expect(widgetPresses == 0 && viewPresses == 0, "a press alone does not press")
        #expect(screens.view.style(of: "Save")?.attributes.contains(.reverse) == true, "a press highlights")
        screens.expectSameCells("held down")
        screens.both { $0.send(.mouse(MouseEvent(.release(.left), at: Point(x: 3, y: 1)))) }
        #expect(widgetPresses == 0 && viewPresses == 0, "a release outside cancels")
        screens.both { $0.click(at: Point(x: 3, y: 0)) }
        #expect(widgetPresses == 1 && viewPresses == 1)
        screens.both { $0.press(.enter) }
        screens.both { $0.press(.character(" ")) }
        #expect(widgetPresses == 3 && viewPresses == 3, "Enter and Space press (PressKeyMap)")
        screens.expectSameCells("after the presses")
    }
}

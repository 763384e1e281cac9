import Testing
import TermHost
import TermHostTesting

private struct Capsule: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 1).border(.rounded)
    }
}

@Suite("Control styles: buttonStyle, pickerStyle, toggleStyle")
@MainActor
struct ControlStyleTests {
    @Test func buttonStylesDrawTheirLooks() {
        let app = show(VStack(alignment: .leading) {
            Button("Plain") {}.buttonStyle(.borderless)
            Button("Boxed") {}.buttonStyle(.bordered)
            Button("Own") {}.buttonStyle(Capsule())
        }.topLeading(), width: 12, height: 5)
        #expect(app.lines == ["Plain", "[ Boxed ]", "╭─────╮", "│ Own │", "╰─────╯"])
    }

    @Test func aCustomStyleKeepsTheButtonAction() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Add") { count += 1 }.buttonStyle(Capsule())
                    Text("\(count)")
                }
            }
        }
        let app = show(Counter().topLeading(), width: 10, height: 4)
        app.press(.enter)
        #expect(app.line(3).hasPrefix("1"))
    }

    /// `configuration.isPressed` is true while a mouse button is held down on the button, as a finger
    /// on a SwiftUI button; the release over it presses it.
    @Test func aCustomStyleSeesThePress() {
        struct Pressable: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.isPressed ? "down" : "up")
            }
        }
        var presses = 0
        let app = show(Button("Go") { presses += 1 }.buttonStyle(Pressable()).topLeading(), width: 6, height: 1)
        #expect(app.line(0).hasPrefix("up"))
        app.send(.mouse(MouseEvent(.press(.left), at: .zero)))
        #expect(app.line(0).hasPrefix("down"))
        #expect(presses == 0, "a press alone does not press")
        app.send(.mouse(MouseEvent(.release(.left), at: .zero)))
        #expect(app.line(0).hasPrefix("up"))
        #expect(presses == 1)
    }

    /// SwiftUI's default picker in a form is a menu: the title, the chosen option at the trailing edge.
    @Test func theDefaultPickerIsAMenuThatOpens() {
        struct Sizes: View {
            @State var size = 2
            var body: some View {
                Picker("Size", selection: $size) {
                    Text("small").tag(1)
                    Text("large").tag(2)
                }
            }
        }
        let app = show(Sizes().topLeading(), width: 16, height: 4)
        #expect(app.lines[0] == "Size     large ▾")
        app.press(.enter)
        #expect(app.lines == ["Size           ▴", "( ) small", "(•) large", ""])
        app.press(.up)
        app.press(.enter)
        #expect(app.lines[0] == "Size     small ▾")
        #expect(app.lines[1] == "", "choosing closes the menu")
    }

    @Test func aSegmentedPickerChoosesWithArrows() {
        struct Modes: View {
            @State var mode = "day"
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("Mode", selection: $mode) {
                        Text("day").tag("day")
                        Text("week").tag("week")
                    }
                    .pickerStyle(.segmented)
                    Text(mode)
                }
            }
        }
        let app = show(Modes().topLeading(), width: 16, height: 2)
        #expect(app.line(0).hasPrefix("[ day │ week ]"))
        app.press(.right)
        #expect(app.line(1).hasPrefix("week"))
    }

    @Test func aSwitchToggleHasItsKnobAtTheTrailingEdge() {
        struct Settings: View {
            @State var on = false
            var body: some View { Toggle("Wi-Fi", isOn: $on).toggleStyle(.switch).frame(width: 12) }
        }
        let app = show(Settings().topLeading(), width: 12, height: 1)
        #expect(app.line(0) == "Wi-Fi     ●━")
        app.press(.character(" "))
        #expect(app.line(0) == "Wi-Fi     ━●")
    }
}

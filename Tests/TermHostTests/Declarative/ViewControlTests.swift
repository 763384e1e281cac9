import Testing
import TermHost
import TermHostTesting

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: String { rawValue }
}

private struct Controls: View {
    @State var on = false
    @State var flavor = Flavor.vanilla
    @State var amount = 1
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Extra", isOn: $on)
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
            }
            .pickerStyle(.inline)
            Stepper("Amount \(amount)", value: $amount, in: 0...3)
            Text("\(on) \(flavor.rawValue) \(amount)")
        }
    }
}

@Suite("Controls: Toggle, Picker, Stepper, ProgressView, Label")
@MainActor
struct ViewControlTests {
    @Test func snapshotAndKeyboard() {
        let app = show(Controls().topLeading(), width: 24, height: 7)
        #expect(app.screen == """
            [ ] Extra
            Flavor
            (•) vanilla
            ( ) chocolate
            ( ) mint
            Amount 1 [-][+]
            false vanilla 1
            """)
        app.press(.character(" "))
        #expect(app.line(0).hasPrefix("[x] Extra"))
        app.press(.tab)
        app.press(.down)
        app.press(.down)
        app.press(.enter)
        #expect(app.line(4).hasPrefix("(•) mint"))
        app.press(.tab)
        app.press(.right)
        app.press(.right)
        app.press(.right)
        app.press(.right)
        #expect(app.line(6) == "true mint 3" + String(repeating: " ", count: 13), "the stepper stops at its bound")
        app.press(.left)
        #expect(app.line(5).hasPrefix("Amount 2"))
    }

    @Test func clicksSelectOptions() {
        let app = show(Controls().topLeading(), width: 24, height: 7)
        app.click(on: "chocolate")
        #expect(app.line(3).hasPrefix("(•) chocolate"))
        app.click(at: Point(x: 10, y: 5))
        #expect(app.line(5).hasPrefix("Amount 0"))
        app.click(on: "Extra")
        #expect(app.line(0).hasPrefix("[x]"))
    }

    @Test func taggedPickerOptions() {
        struct Tagged: View {
            @State var size = 2
            var body: some View {
                Picker("Size", selection: $size) {
                    Text("small").tag(1)
                    Text("large").tag(2)
                }
                .pickerStyle(.inline)
            }
        }
        let app = show(Tagged().topLeading(), width: 12, height: 3)
        #expect(app.screen == "Size\n( ) small\n(•) large")
        app.press(.up)
        app.press(.enter)
        #expect(app.screen == "Size\n(•) small\n( ) large")
    }

    @Test func progressAndLabel() {
        let app = show(VStack(alignment: .leading) {
            ProgressView("Copying", value: 0.5).frame(width: 10)
            Label("Starred", systemImage: "star.fill")
        }.topLeading(), width: 12, height: 3)
        #expect(app.screen == "Copying\n█████░░░░░\n★ Starred")
    }

    /// SwiftUI: without a value a progress view is the circular (activity) indicator on iOS, its label
    /// under it; `.linear` keeps a bar, whose unknown value a terminal draws as a dotted track.
    @Test func anIndeterminateProgressViewTurns() {
        let app = show(VStack(alignment: .leading) {
            ProgressView("Loading")
            ProgressView(value: nil).progressViewStyle(.linear).frame(width: 6)
        }.topLeading(), width: 10, height: 3)
        #expect(app.screen == "   |\nLoading\n······")
        app.advance(by: .milliseconds(100))
        #expect(app.line(0).hasPrefix("   /"), "a frame per tenth of a second")
    }
}

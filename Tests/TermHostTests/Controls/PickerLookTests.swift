import TermHost
import TermHostTesting
import Testing

/// A picker of sizes in `style`, after a button that takes the focus first.
private struct Sizes<S: PickerStyle>: View {
    let style: S
    var disabled = false
    @State private var size = 1

    var body: some View {
        VStack(alignment: .leading) {
            Button("Go") {}
            Picker("Size", selection: $size) {
                Text("S").tag(0)
                Text("M").tag(1)
                Text("L").tag(2)
            }
            .pickerStyle(style)
            .disabled(disabled)
            Text("Chose \(size)")
        }
    }
}

@MainActor
private func picker<S: PickerStyle>(_ style: S, disabled: Bool = false, width: Int = 20) -> HeadlessApp {
    HeadlessApp(size: Size(width: width, height: 8)) { _ in
        ViewRoot(rootView: Sizes(style: style, disabled: disabled).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
}

/// The picker's look and keys in its states (the picker exists in the declarative half only; its model,
/// look and key map are TermHostCore/Controls/Picker's, for the UIKit controls to come).
@MainActor
@Suite("Controls: the picker's looks")
struct PickerLookTests {
    @Test func inlineOptionsShowTheirMarkersAndTheHighlightedRowIsReversedWhileFocused() {
        let app = picker(.inline)
        #expect(app.snapshot(rows: 1..<5) == "Size\n( ) S\n(•) M\n( ) L")
        #expect(app.style(of: "(•) M")?.attributes == [], "not focused: no highlight")
        app.press(.tab)
        #expect(app.style(of: "(•) M")?.attributes == .reverse, "focused: the highlighted row, the chosen one at first")
        app.press(.down)
        #expect(app.style(of: "( ) L")?.attributes == .reverse)
        app.press(.down)
        #expect(app.style(of: "( ) L")?.attributes == .reverse, "the highlight stops at the last option")
        app.press(.enter)
        #expect(app.contains("(•) L") && app.contains("Chose 2"))
    }

    @Test func aMenuRowOpensItsOptionsBelowWithEnterAndEscClosesThem() {
        let app = picker(.menu)
        #expect(app.lines[1] == "Size             M ▾", "the chosen option at the trailing edge, before the chevron")
        app.press(.tab)
        #expect(app.style(of: "Size")?.attributes == .reverse, "focused: the row is reversed")
        app.press(.enter)
        #expect(app.snapshot(rows: 1..<5) == "Size               ▴\n( ) S\n(•) M\n( ) L")
        #expect(app.style(of: "(•) M")?.attributes == .reverse, "open on the chosen option")
        app.press(.up)
        app.press(.up)
        #expect(app.style(of: "( ) S")?.attributes == .reverse, "the open menu keeps the arrows at its ends")
        app.press(.escape)
        #expect(app.lines[1] == "Size             M ▾", "Esc closes without choosing")
        app.press(.character(" "))
        app.press(.up)
        app.press(.enter)
        #expect(app.lines[1] == "Size             S ▾" && app.contains("Chose 0"))
    }

    @Test func segmentsShowTheChosenOneReversedAndTheArrowsChoose() {
        let app = picker(.segmented)
        #expect(app.lines[1] == "[ S │ M │ L ]")
        #expect(app.style(of: "│")?.attributes == .dim)
        #expect(app.style(at: Point(x: 5, y: 1)).attributes == .reverse, "the chosen segment, a column each side")
        #expect(app.style(at: Point(x: 0, y: 1)).attributes == [], "not focused: plain brackets")
        app.press(.tab)
        #expect(app.style(at: Point(x: 0, y: 1)).attributes == [.reverse, .bold], "focused: bold, brackets reversed")
        app.press(.right)
        #expect(app.style(at: Point(x: 9, y: 1)).attributes.contains(.reverse) && app.contains("Chose 2"))
        app.press(.right)
        #expect(app.contains("Chose 2"), "no segment after the last")
    }

    @Test func aDisabledPickerIsDimAndTakesNoFocus() {
        let app = picker(.segmented, disabled: true)
        #expect(app.style(of: "[ S")?.attributes.contains(.dim) == true)
        app.press(.tab)
        app.press(.right)
        #expect(app.contains("Chose 1"))
    }
}

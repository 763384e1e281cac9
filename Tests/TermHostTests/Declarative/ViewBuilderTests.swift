import Testing
import TermHost
import TermHostTesting

private enum Mode { case one, two, three }

private struct Built: View {
    let flag: Bool
    let name: String?
    let mode: Mode
    let count: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("first")
            if flag {
                Text("flag on")
            }
            if flag {
                Text("either on")
            } else {
                Text("either off")
            }
            if let name {
                Text("name \(name)")
            }
            switch mode {
            case .one: Text("mode one")
            case .two: Text("mode two")
            case .three: Text("mode three")
            }
            ForEach(0..<count) { Text("row \($0)") }
            for index in 0..<2 {
                Text("loop \(index)")
            }
            Group {
                Text("grouped")
                EmptyView()
            }
            AnyView(Text("erased"))
        }
    }
}

@Suite("ViewBuilder: every control-flow form")
@MainActor
struct ViewBuilderTests {
    @Test func allFormsOn() {
        let app = show(Built(flag: true, name: "x", mode: .two, count: 2).topLeading(), width: 20, height: 12)
        #expect(app.screen == """
            first
            flag on
            either on
            name x
            mode two
            row 0
            row 1
            loop 0
            loop 1
            grouped
            erased

            """)
    }

    @Test func allFormsOff() {
        let app = show(Built(flag: false, name: nil, mode: .three, count: 0).topLeading(), width: 20, height: 7)
        #expect(app.screen == """
            first
            either off
            mode three
            loop 0
            loop 1
            grouped
            erased
            """)
    }

    @Test func longBlocksBuild() {
        let view = VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
        #expect(measure(view, .unspecified) == Size(width: 2, height: 12))
    }

    @Test func textConcatenationKeepsStyles() {
        let app = show((Text("ab").bold() + Text("cd")).topLeading(), width: 6, height: 1)
        #expect(app.screen == "abcd")
        #expect(app.style(at: Point(x: 0, y: 0)).attributes.contains(.bold))
        #expect(!app.style(at: Point(x: 2, y: 0)).attributes.contains(.bold))
    }
}

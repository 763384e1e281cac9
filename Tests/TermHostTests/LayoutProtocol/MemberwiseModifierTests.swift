import Testing
import TermHost
import TermHostTesting

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct Rows: View {
    let items: [String]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items, id: \.self) { Text($0) }
                .border(.ascii)
        }
    }
}

/// SwiftUI applies a modifier on a `Group` or a `ForEach` to each of its members: a `Group` is a
/// list of subviews the modifier maps over.
@Suite("SwiftUI layout: modifiers on Group and ForEach apply to each member")
@MainActor
struct MemberwiseModifierTests {
    @Test func aBorderOnAForEachDrawsOneBoxPerRow() {
        let app = show(Rows(items: ["one", "two"]).topLeading(), width: 10, height: 6)
        #expect(app.screen == "+---+\n|one|\n+---+\n+---+\n|two|\n+---+")
    }

    @Test func rowsAddedToAForEachGetTheirOwnBox() {
        let root = ViewRoot(rootView: Rows(items: ["one"]).topLeading())
        let app = HeadlessApp(size: Size(width: 10, height: 9)) { _ in root }
        #expect(app.grid == "+---+\n|one|\n+---+")
        root.setRootView(Rows(items: ["one", "two", "six"]).topLeading())
        app.waitUntilIdle()
        #expect(app.screen == "+---+\n|one|\n+---+\n+---+\n|two|\n+---+\n+---+\n|six|\n+---+")
    }

    @Test func paddingOnAGroupPadsEachMember() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Group { Text("a"); Text("b") }.padding(.leading, 2)
        }
        #expect(measure(view, .unspecified) == Size(width: 3, height: 2))
        let padded = Group { Text("a"); Text("b") }.padding()
        #expect(measure(VStack(spacing: 0) { padded }, .unspecified) == Size(width: 3, height: 6), "each text is padded on all edges")
        #expect(measure(HStack(spacing: 0) { padded }, .unspecified) == Size(width: 6, height: 3))
    }

    @Test func aGroupInARowPutsEachMemberInTheRow() {
        let app = show(HStack { Group { Text("a"); Text("b") }.border(.ascii); Text("c") }.topLeading(), width: 20, height: 3)
        #expect(app.screen == "+-+ +-+\n|a| |b| c\n+-+ +-+")
    }

    @Test func framesOnAForEachFrameEachRow() {
        let view = VStack(spacing: 0) {
            ForEach(["x", "yy"], id: \.self) { Text($0) }.frame(width: 4, alignment: .trailing)
        }
        let app = show(view.topLeading(), width: 10, height: 2)
        #expect(app.screen == "   x\n  yy")
    }

    @Test func nestedListsAndConditionalsAreFlattened() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Group {
                ForEach(0..<2) { Text("row \($0)") }
                if true { Text("shown") }
            }
            .padding(.leading, 1)
        }
        let app = show(view.topLeading(), width: 12, height: 3)
        #expect(app.screen == " row 0\n row 1\n shown")
    }

    @Test func stackedModifiersEachApplyToEachMember() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Group { Text("a"); Text("b") }.padding(.leading, 1).border(.ascii)
        }
        let app = show(view.topLeading(), width: 10, height: 6)
        #expect(app.screen == "+--+\n| a|\n+--+\n+--+\n| b|\n+--+")
    }

    @Test func membersKeepTheirStateUnderAModifier() {
        let view = VStack(spacing: 0) {
            Group { Counter(name: "a"); Counter(name: "b") }.padding(.horizontal, 1)
        }
        let app = show(view.topLeading(), width: 20, height: 2)
        #expect(app.focusedDescription == "a 0")
        app.press(.enter)
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("[ a 1 ]"))
        #expect(app.contains("[ b 2 ]"))
    }

    @Test func aModifierOnASingleViewIsUnchanged() {
        #expect(measure(Text("x").padding(), .unspecified) == Size(width: 3, height: 3))
        #expect(measure(VStack { Text("a"); Text("b") }.padding(), .unspecified) == Size(width: 3, height: 4))
    }
}

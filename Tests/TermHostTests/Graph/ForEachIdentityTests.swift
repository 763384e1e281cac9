import Observation
import Testing
import TermHost
import TermHostTesting

private struct Item: Identifiable, Equatable {
    let id: String
}

@Observable
@MainActor
private final class Rows {
    var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
}

private struct Row: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name)=\(taps)") { taps += 1 }
    }
}

private struct RowList: View {
    let rows: Rows
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(rows.items) { item in Row(name: item.id) }
        }
    }
}

private struct KeyPathList: View {
    let names: [String]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(names, id: \.self) { name in Row(name: name) }
        }
    }
}

@Suite("ForEach: rows keep their state through insert, remove and move")
@MainActor
struct ForEachIdentityTests {
    private func tapped(_ rows: Rows) -> HeadlessApp {
        let app = show(RowList(rows: rows).topLeading(), width: 20, height: 5)
        app.click(on: "a=0")
        app.click(on: "b=0")
        app.click(on: "b=1")
        return app
    }

    @Test func insertKeepsState() {
        let rows = Rows()
        let app = tapped(rows)
        rows.items.insert(Item(id: "new"), at: 0)
        app.waitUntilIdle()
        #expect(app.screen.hasPrefix("[ new=0 ]\n[ a=1 ]\n[ b=2 ]\n[ c=0 ]"))
    }

    @Test func removeKeepsOthersState() {
        let rows = Rows()
        let app = tapped(rows)
        rows.items.remove(at: 0)
        app.waitUntilIdle()
        #expect(app.screen.hasPrefix("[ b=2 ]\n[ c=0 ]\n\n"))
    }

    @Test func moveKeepsState() {
        let rows = Rows()
        let app = tapped(rows)
        rows.items.reverse()
        app.waitUntilIdle()
        #expect(app.screen.hasPrefix("[ c=0 ]\n[ b=2 ]\n[ a=1 ]"))
    }

    @Test func keyPathIdentity() {
        let host = ViewRoot(rootView: KeyPathList(names: ["x", "y"]).topLeading())
        let app = HeadlessApp(size: Size(width: 20, height: 3)) { _ in host }
        app.click(on: "y=0")
        host.setRootView(KeyPathList(names: ["y", "z", "x"]).topLeading())
        app.waitUntilIdle()
        #expect(app.screen == "[ y=1 ]\n[ z=0 ]\n[ x=0 ]")
    }
}

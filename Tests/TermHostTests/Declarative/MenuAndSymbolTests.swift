import Testing
import TermHost
import TermHostTesting

@Suite("Menu, ScrollViewReader and SF Symbol names")
@MainActor
struct MenuAndSymbolTests {
    @Test func aMenuOpensBelowItsButtonAndRunsTheChosenAction() {
        struct Sorter: View {
            @State var order = "none"
            var body: some View {
                VStack(alignment: .leading) {
                    Menu("Sort") {
                        Button("By name") { order = "name" }
                        Button("By date") { order = "date" }
                    }
                    Text("Order: \(order)")
                }
            }
        }
        let app = show(Sorter().topLeading(), width: 20, height: 4)
        #expect(app.lines[0].hasPrefix("[ Sort ▾ ]"))
        app.press(.enter)
        #expect(app.find("By name") != nil, "Enter opens the menu")
        #expect(app.find("By date") != nil)
        app.press(.down)
        app.press(.enter)
        #expect(app.find("Order: date") != nil)
        #expect(app.find("By name") == nil, "running an action closes the menu")
    }

    @Test func scrollToBringsARowOfAListOnScreen() {
        struct Messages: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(alignment: .leading) {
                        Button("Latest") { proxy.scrollTo(49, anchor: .bottom) }
                        List(0..<50) { Text("Message \($0)") }
                            .listStyle(.plain)
                    }
                }
            }
        }
        let app = show(Messages().topLeading(), width: 20, height: 6)
        #expect(app.find("Message 0") != nil)
        #expect(app.find("Message 49") == nil)
        app.press(.enter)
        #expect(app.find("Message 0") == nil)
        #expect(app.row(of: "Message 49") == 5, "anchor .bottom puts the row at the bottom edge")
    }

    @Test func knownSymbolsDrawAndUnknownOnesAreReportedOnce() {
        let app = show(VStack(alignment: .leading) {
            Label("Delete", systemImage: "trash")
            Button("Add", systemImage: "plus") {}
            Image(systemName: "no.such.symbol")
            Image(systemName: "no.such.symbol")
        }.topLeading(), width: 16, height: 4)
        #expect(app.lines[0] == "⌫ Delete")
        #expect(app.lines[1] == "[ + Add ]")
        let reports = app.application.diagnostics.filter { $0.contains("no.such.symbol") }
        #expect(reports.count == 1)
    }
}

import TermHost
import TermHostTesting
import Testing

private struct Fruit: Hashable {
    let name: String
}

@MainActor
private final class Log {
    var entries: [String] = []
}

private struct FruitList: View {
    let log: Log

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Apple", value: Fruit(name: "Apple"))
                NavigationLink("Pear", value: Fruit(name: "Pear"))
            }
            .navigationTitle("Fruit")
            .navigationDestination(for: Fruit.self) { fruit in
                FruitDetail(fruit: fruit, log: log)
            }
            .onAppear { log.entries.append("list appear") }
            .onDisappear { log.entries.append("list disappear") }
        }
    }
}

private struct FruitDetail: View {
    let fruit: Fruit
    let log: Log
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("\(fruit.name): \(taps)")
            Button("Tap") { taps += 1 }
            Button("Done") { dismiss() }
        }
        .navigationTitle(fruit.name)
        .onAppear { log.entries.append("\(fruit.name) appear") }
        .onDisappear { log.entries.append("\(fruit.name) disappear") }
    }
}

@MainActor
@Suite struct NavigationStackTests {
    @Test func theRootIsShownUnderABarWithItsTitle() {
        let app = show(FruitList(log: Log()), width: 30, height: 7)
        #expect(app.grid == """
                    Fruit


                   Apple ›
                   Pear ›
        """, "no line under the bar, as iOS's bar at rest")
        #expect(app.focusedDescription == "Apple ›")
    }

    @Test func aValueLinkPushesTheDestinationForItsTypeAndBackPops() {
        let log = Log()
        let app = show(FruitList(log: log), width: 30, height: 7)
        app.press(.tab)
        app.press(.enter)
        #expect(app.grid == """
         ‹ Fruit     Pear

                   Pear: 0
                   [ Tap ]
                   [ Done ]
        """, "the back button shows the previous page's title")
        // As in SwiftUI, the pushed view appears before the covered one disappears.
        #expect(log.entries == ["list appear", "Pear appear", "list disappear"])
        #expect(app.focusedDescription == "Tap", "focus moves into the pushed view")
        app.press(.escape)
        #expect(app.contains("Apple ›"))
        #expect(Set(log.entries.suffix(2)) == ["Pear disappear", "list appear"])
        #expect(app.focusedDescription == "Pear ›", "focus comes back to the link that pushed")
    }

    @Test func theBackControlIsClickableAndDismissPops() {
        let app = show(FruitList(log: Log()), width: 30, height: 7)
        app.press(.enter)
        #expect(app.contains("Apple: 0"))
        #expect(app.click(on: "‹ Fruit"))
        #expect(app.contains("Pear ›"))
        app.press(.enter)
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Pear ›"), "Done calls dismiss, which pops")
    }

    @Test func aPushedViewKeepsItsStateWhileOnTheStackAndLosesItWhenPopped() {
        let app = show(FruitList(log: Log()), width: 30, height: 7)
        app.press(.enter)
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("Apple: 2"))
        app.press(.escape)
        app.press(.enter)
        #expect(app.contains("Apple: 0"), "a popped view's state is gone, as in SwiftUI")
    }
}

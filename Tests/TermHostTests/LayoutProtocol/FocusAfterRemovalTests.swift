import Observation
import Testing
import TermHost
import TermHostTesting

@Observable
@MainActor
private final class Items {
    var names = ["a", "b", "c", "d"]
    var showsExtra = true
}

private struct ItemButtons: View {
    let items: Items
    var body: some View {
        VStack(spacing: 0) {
            Button("top") {}
            ForEach(items.names, id: \.self) { name in
                Button(name) {}
            }
            if items.showsExtra {
                Button("extra") {}
            }
        }
    }
}

private struct SelfRemoving: View {
    @State private var removed = false
    var body: some View {
        HStack {
            Button("keep") {}
            if !removed {
                Button("remove me") { removed = true }
            }
            Button("after") {}
        }
    }
}

/// When the focused view leaves the tree, focus moves to the next focusable view in order (or the
/// previous one when it was the last), as UIKit and SwiftUI do, without waiting for Tab.
@Suite("SwiftUI layout: focus after the focused view is removed")
@MainActor
struct FocusAfterRemovalTests {
    @Test func removingTheFocusedRowFocusesTheNextRow() {
        let items = Items()
        let app = show(ItemButtons(items: items).topLeading(), width: 20, height: 7)
        app.tab(to: "b")
        items.names = ["a", "c", "d"]
        app.waitUntilIdle()
        #expect(app.focusedDescription == "c")
    }

    @Test func removingTheLastRowFocusesWhatFollowsTheList() {
        let items = Items()
        let app = show(ItemButtons(items: items).topLeading(), width: 20, height: 7)
        app.tab(to: "d")
        items.names = ["a", "b", "c"]
        app.waitUntilIdle()
        #expect(app.focusedDescription == "extra")
    }

    @Test func removingTheLastFocusableViewFocusesThePreviousOne() {
        let items = Items()
        let app = show(ItemButtons(items: items).topLeading(), width: 20, height: 7)
        app.tab(to: "extra")
        items.showsExtra = false
        app.waitUntilIdle()
        #expect(app.focusedDescription == "d")
    }

    @Test func aButtonRemovingItselfByAnIfPassesFocusOn() {
        let app = show(SelfRemoving().topLeading(), width: 40, height: 1)
        app.tab(to: "remove me")
        app.press(.enter)
        #expect(!app.contains("remove me"))
        #expect(app.focusedDescription == "after")
    }

    @Test func removingSeveralRowsAtOnceFocusesTheFirstOneLeft() {
        let items = Items()
        let app = show(ItemButtons(items: items).topLeading(), width: 20, height: 7)
        app.tab(to: "b")
        items.names = ["a", "d"]
        app.waitUntilIdle()
        #expect(app.focusedDescription == "d")
    }

    @Test func replacingTheRootViewFocusesTheNewContent() {
        let root = ViewRoot(rootView: AnyView(Button("old") {}))
        let app = HeadlessApp(size: Size(width: 20, height: 3)) { _ in root }
        #expect(app.focusedDescription == "old")
        root.setRootView(AnyView(VStack { Text("new"); Button("one") {}; Button("two") {} }))
        app.waitUntilIdle()
        #expect(app.focusedDescription == "one")
    }

    @Test func focusElsewhereIsNotMoved() {
        let items = Items()
        let app = show(ItemButtons(items: items).topLeading(), width: 20, height: 7)
        app.tab(to: "a")
        items.names = ["a", "c", "d"]
        app.waitUntilIdle()
        #expect(app.focusedDescription == "a")
    }
}

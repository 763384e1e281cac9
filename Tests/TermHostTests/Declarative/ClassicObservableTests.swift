import Testing
import TermHost
import TermHostTesting

private final class Store: ObservableObject {
    @Published var count = 0
    @Published var title = "store"
}

private final class Manual: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 {
        willSet { objectWillChange.send() }
    }
}

private struct Observed: View {
    @ObservedObject var store: Store
    var body: some View {
        Text("\(store.title) \(store.count)")
    }
}

private struct Owned: View {
    @StateObject private var store = Store()
    var body: some View {
        Button("owned \(store.count)") { store.count += 1 }
    }
}

private struct FromEnvironment: View {
    @EnvironmentObject var store: Store
    var body: some View {
        Text("env \(store.count)")
    }
}

private struct ManualView: View {
    @ObservedObject var manual: Manual
    var body: some View { Text("manual \(manual.value)") }
}

@Suite("Classic API: ObservableObject, @Published, @ObservedObject, @StateObject, @EnvironmentObject")
@MainActor
struct ClassicObservableTests {
    @Test func publishedChangesUpdateObservers() {
        let store = Store()
        let app = show(VStack(alignment: .leading) {
            Observed(store: store)
            FromEnvironment()
        }.environmentObject(store).topLeading(), width: 20, height: 2)
        #expect(app.screen == "store 0\nenv 0")
        store.count = 4
        store.title = "shop"
        app.waitUntilIdle()
        #expect(app.screen == "shop 4\nenv 4")
    }

    @Test func stateObjectIsMadeOncePerIdentity() {
        struct Host: View {
            @State var flag = true
            var body: some View {
                VStack(alignment: .leading) {
                    Button("re-evaluate") { flag.toggle() }
                    Owned()
                    Text(flag ? "on" : "off")
                }
            }
        }
        let app = show(Host().topLeading(), width: 20, height: 3)
        app.click(on: "owned 0")
        app.click(on: "owned 1")
        #expect(app.find("owned 2") != nil)
        app.click(on: "re-evaluate")
        #expect(app.find("off") != nil)
        #expect(app.find("owned 2") != nil, "the parent re-evaluated; the object was kept")
    }

    @Test func ownPublisherWorks() {
        let manual = Manual()
        let app = show(ManualView(manual: manual).topLeading(), width: 20, height: 1)
        manual.value = 9
        app.waitUntilIdle()
        #expect(app.screen == "manual 9")
    }

    @Test func publisherSinkAndCancel() {
        let store = Store()
        nonisolated(unsafe) var calls = 0
        let cancellable = store.objectWillChange.sink { calls += 1 }
        store.count = 1
        cancellable.cancel()
        store.count = 2
        #expect(calls == 1)
    }
}

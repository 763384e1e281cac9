import TermHost
import TermHostTesting
import Testing

@MainActor
private final class PathModel {
    var path: Binding<[Int]>?
    var navigationPath: Binding<NavigationPath>?
}

private struct NumberStack: View {
    let model: PathModel
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("One", value: 1)
                Button("Deep") { path = [1, 2, 3] }
            }
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Text("Number \(number)")
                    NavigationLink("Next", value: number + 1)
                }
                .navigationTitle("#\(number)")
            }
        }
        .onAppear { model.path = $path }
    }
}

private struct AnyPathStack: View {
    let model: PathModel
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationDestination(for: Int.self) { Text("Int \($0)") }
                .navigationDestination(for: String.self) { Text("String \($0)") }
        }
        .onAppear { model.navigationPath = $path }
    }
}

@MainActor
@Suite struct NavigationPathTests {
    @Test func linksAppendToTheBoundPathAndPoppingRemovesFromIt() {
        let model = PathModel()
        let app = show(NumberStack(model: model), width: 30, height: 7)
        app.press(.enter)
        #expect(model.path?.wrappedValue == [1])
        #expect(app.contains("Number 1"))
        app.press(.enter)
        #expect(model.path?.wrappedValue == [1, 2])
        #expect(app.line(0).contains("#2"))
        app.press(.escape)
        #expect(model.path?.wrappedValue == [1])
        #expect(app.contains("Number 1"))
    }

    @Test func settingThePathPushesEveryLevelAndClearingItPopsToTheRoot() {
        let model = PathModel()
        let app = show(NumberStack(model: model), width: 30, height: 7)
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Number 3"))
        app.press(.escape)
        #expect(app.contains("Number 2"), "each value is a level of its own")
        model.path?.wrappedValue = []
        app.waitUntilIdle()
        #expect(app.contains("One ›"))
    }

    @Test func aNavigationPathHoldsValuesOfSeveralTypes() {
        let model = PathModel()
        let app = show(AnyPathStack(model: model), width: 30, height: 7)
        model.navigationPath?.wrappedValue.append(7)
        model.navigationPath?.wrappedValue.append("seven")
        app.waitUntilIdle()
        #expect(app.contains("String seven"))
        #expect(model.navigationPath?.wrappedValue.count == 2)
        app.press(.escape)
        #expect(app.contains("Int 7"))
        model.navigationPath?.wrappedValue.removeLast()
        app.waitUntilIdle()
        #expect(app.contains("Root"))
        #expect(model.navigationPath?.wrappedValue.isEmpty == true)
    }

    @Test func navigationPathCountsAppendsAndRemoves() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(NavigationPath([1, 2, 3]).count == 3)
    }
}

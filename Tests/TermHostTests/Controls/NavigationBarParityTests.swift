import TermHost
import TermHostTesting
import Testing

/// A `NavigationStack` whose path starts with one page pushed on a root titled "Root".
private struct PushedStack: View {
    let detailTitle: String
    let leading: Bool
    var saved: @MainActor () -> Void = {}
    @State private var path = [1]

    var body: some View {
        NavigationStack(path: $path) {
            Text("root").navigationTitle("Root")
                .navigationDestination(for: Int.self) { _ in
                    Button("Go") {}
                        .navigationTitle(detailTitle)
                        .toolbar {
                            if leading {
                                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                            }
                            ToolbarItem(placement: .topBarTrailing) { Button("Save") { saved() } }
                        }
                }
        }
    }
}

/// The same two screens as controllers: a root titled "Root" and a pushed controller.
@MainActor
private func pushedController(detailTitle: String, leading: Bool, width: Int,
                              saved: @escaping @MainActor () -> Void = {}) -> HeadlessApp {
    let root = WidgetController()
    root.title = "Root"
    let detail = WidgetController()
    detail.title = detailTitle
    let go = ButtonWidget("Go")
    go.frame = Rect(x: 0, y: 1, width: 6, height: 1)
    detail.view.addSubview(go)
    if leading {
        detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit")
        detail.navigationItem.leftItemsSupplementBackButton = true
    }
    detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", primaryAction: Action { _ in saved() })
    let navigation = NavigationController(rootViewController: root)
    let app = HeadlessApp(size: Size(width: width, height: 6)) { _ in
        let window = Window()
        window.rootViewController = navigation
        return window
    }
    navigation.pushViewController(detail, animated: false)
    app.waitUntilIdle()
    return app
}

@MainActor
@Suite("Controls: one navigation bar in both halves")
struct NavigationBarParityTests {
    @Test func aPushedPageShowsTheSameBarUnderANavigationControllerAndANavigationStack() {
        let widget = pushedController(detailTitle: "Detail", leading: false, width: 40)
        let view = HeadlessApp(size: Size(width: 40, height: 6)) { _ in ViewRoot(rootView: PushedStack(detailTitle: "Detail", leading: false)) }
        #expect(widget.lines[0] == " ‹ Root          Detail         F2 Save")
        #expect(widget.style(of: "Detail")?.attributes == .bold, "the title is bold")
        #expect(widget.style(of: "F2")?.attributes == .dim, "the shortcut hint is dim")
        #expect(widget.style(at: Point(x: 0, y: 0)).attributes.isEmpty, "the bar is not reversed")
        #expect(!widget.line(1).contains("─") && !view.line(1).contains("─"), "no line under the bar")
        Parity.expectSame(widget, view, rows: 0..<1)
    }

    @Test func theBackButtonFallsBackToBackWhenThePreviousTitleDoesNotFitInBothHalves() {
        let widget = pushedController(detailTitle: "A long detail title", leading: true, width: 40)
        let view = HeadlessApp(size: Size(width: 40, height: 6)) { _ in
            ViewRoot(rootView: PushedStack(detailTitle: "A long detail title", leading: true))
        }
        #expect(widget.lines[0] == " ‹ Back  F2 Edit  A long deta…  F3 Save")
        Parity.expectSame(widget, view, rows: 0..<1)
    }

    @Test func aFunctionKeyPressesTheItemAndEscGoesBackInBothHalves() {
        var saves = 0
        let widget = pushedController(detailTitle: "Detail", leading: false, width: 40) { saves += 1 }
        let view = HeadlessApp(size: Size(width: 40, height: 6)) { _ in
            ViewRoot(rootView: PushedStack(detailTitle: "Detail", leading: false) { saves += 1 })
        }
        for app in [widget, view] {
            app.press(.function(2))
            app.press(.function(1))
            app.press(.escape, modifiers: .shift)
            #expect(app.contains("Detail"), "F1 and a modified Esc do nothing")
            app.press(.escape)
            #expect(app.line(0).trimmingCharacters(in: .whitespaces) == "Root", "Esc popped to the root")
        }
        #expect(saves == 2, "F2 pressed Save once in each half")
        Parity.expectSame(widget, view, rows: 0..<1)
    }
}

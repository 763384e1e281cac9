import Observation
import Testing
import TermHost
import TermHostTesting

@MainActor
private final class Calls {
    var log: [String] = []
    var proposals: [ProposedViewSize] = []
}

/// A button widget whose presses reach the view through its coordinator.
private struct PressMe: WidgetRepresentable {
    let title: String
    let calls: Calls
    let onPress: @MainActor () -> Void

    final class Coordinator {
        var onPress: @MainActor () -> Void
        init(onPress: @escaping @MainActor () -> Void) { self.onPress = onPress }
    }

    func makeCoordinator() -> Coordinator {
        calls.log.append("makeCoordinator")
        return Coordinator(onPress: onPress)
    }

    func makeWidget(context: Context) -> ButtonWidget {
        calls.log.append("makeWidget")
        let coordinator = context.coordinator
        return ButtonWidget(title) { coordinator.onPress() }
    }

    func updateWidget(_ widget: ButtonWidget, context: Context) {
        calls.log.append("update \(title)")
        context.coordinator.onPress = onPress
        widget.title = title
    }

    static func dismantleWidget(_ widget: ButtonWidget, coordinator: Coordinator) {
        widget.title = "dismantled"
    }
}

/// A label whose size comes from `sizeThatFits`.
private struct Sized: WidgetRepresentable {
    let calls: Calls
    func makeWidget(context: Context) -> LabelWidget { LabelWidget("sized") }
    func updateWidget(_ widget: LabelWidget, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, widget: LabelWidget, context: Context) -> Size? {
        calls.proposals.append(proposal)
        return Size(width: 7, height: 2)
    }
}

/// A wrapping label sized by its own intrinsic size and height for width.
private struct Wrapping: WidgetRepresentable {
    let text: String
    func makeWidget(context: Context) -> LabelWidget {
        let label = LabelWidget(text)
        label.numberOfLines = 0
        return label
    }
    func updateWidget(_ widget: LabelWidget, context: Context) { widget.text = text }
}

@Observable
@MainActor
private final class Source {
    var text = "first"
}

/// Reads an observable model in `updateWidget`.
private struct Observing: WidgetRepresentable {
    let source: Source
    func makeWidget(context: Context) -> LabelWidget { LabelWidget() }
    func updateWidget(_ widget: LabelWidget, context: Context) { widget.text = source.text }
}

/// A host inside a representable inside a host.
private struct Nested: WidgetRepresentable {
    func makeWidget(context: Context) -> HostWidget<Text> { HostWidget { Text("inner") } }
    func updateWidget(_ widget: HostWidget<Text>, context: Context) {}
}

private final class ChildController: WidgetController {
    override func loadView() { setView(LabelWidget("child controller")) }
}

private struct Child: WidgetControllerRepresentable {
    func makeWidgetController(context: Context) -> ChildController { ChildController() }
    func updateWidgetController(_ controller: ChildController, context: Context) {}
}

@Suite("Hosting: representables (R1)")
@MainActor
struct RepresentableTests {
    private func hosted<V: View>(_ view: V, width: Int = 30, height: Int = 6) -> (HostWidget<V>, HeadlessApp) {
        let window = Window()
        let host = HostWidget(rootView: view)
        host.contentAlignment = .topLeading
        host.frame = Rect(x: 0, y: 0, width: width, height: height)
        window.addSubview(host)
        return (host, run(window, width: width, height: height))
    }

    @Test func callOrderFramesAndCoordinatorCarryingDataOut() {
        let calls = Calls()
        var pressed = 0
        let (host, app) = hosted(VStack(alignment: .leading) {
            Text("Top")
            PressMe(title: "Press", calls: calls) { pressed += 1 }
        })
        #expect(calls.log.prefix(3) == ["makeCoordinator", "makeWidget", "update Press"])
        let button = host.subviews.first?.subviews.first as? ButtonWidget
        #expect(button?.frame.size.width == 9)
        #expect(host.subviews.first?.frame.origin == Point(x: 0, y: 1), "the widget follows the node's frame")
        #expect(app.find("[ Press ]") == Point(x: 0, y: 1))
        app.press(.enter)
        #expect(pressed == 1)
    }

    @Test func updateReusesTheWidget() {
        let calls = Calls()
        let (host, app) = hosted(PressMe(title: "One", calls: calls) {})
        let button = host.subviews.first?.subviews.first as? ButtonWidget
        host.rootView = PressMe(title: "Two", calls: calls) {}
        app.waitUntilIdle()
        #expect(calls.log.last == "update Two")
        #expect(app.find("[ Two ]") != nil)
        #expect(calls.log.filter { $0 == "makeWidget" }.count == 1)
        #expect(host.subviews.first?.subviews.first === button)
    }

    @Test func dismantleRunsWhenTheViewLeaves() {
        let calls = Calls()
        let (host, app) = hosted(AnyView(PressMe(title: "Here", calls: calls) {}))
        let button = host.subviews.first?.subviews.first as? ButtonWidget
        host.rootView = AnyView(Text("replaced"))
        app.waitUntilIdle()
        #expect(button?.title == "dismantled")
        #expect(button?.window == nil)
        #expect(app.find("replaced") != nil)
    }

    @Test func sizeThatFitsIsAskedAndHonoured() {
        let calls = Calls()
        let (_, app) = hosted(VStack(alignment: .leading) {
            Sized(calls: calls)
            Text("after")
        })
        #expect(app.find("after") == Point(x: 0, y: 2))
        #expect(Set(calls.proposals).count >= 2, "several proposals per pass")
    }

    @Test func intrinsicSizeWithHeightForWidth() {
        let (_, app) = hosted(VStack(alignment: .leading) {
            Wrapping(text: "alpha beta gamma")
            Text("after")
        }.frame(width: 10), width: 10)
        #expect(app.find("alpha beta") == Point(x: 0, y: 0))
        #expect(app.find("gamma") == Point(x: 0, y: 1))
        #expect(app.find("after") == Point(x: 0, y: 2))
    }

    @Test func observableStateReadInUpdateUpdatesTheWidget() {
        let source = Source()
        let (_, app) = hosted(Observing(source: source))
        #expect(app.find("first") != nil)
        source.text = "second"
        app.waitUntilIdle()
        #expect(app.find("second") != nil)
    }

    @Test func hostInsideARepresentableInsideAHost() {
        let (outer, app) = hosted(VStack(alignment: .leading) {
            Text("outer")
            Nested()
        })
        #expect(app.find("inner") == Point(x: 0, y: 1))
        let inner = outer.subviews.first?.subviews.first as? HostWidget<Text>
        #expect(inner?.hostingController?.parent === outer.hostingController)
    }

    @Test func controllerRepresentableBecomesAChildOfTheHostingController() {
        let (host, app) = hosted(VStack(alignment: .leading) {
            Text("above")
            Child()
        })
        #expect(app.find("child controller") == Point(x: 0, y: 1))
        #expect(host.hostingController?.children.first is ChildController)
        host.rootView = VStack(alignment: .leading) { Text("above"); Child() }
        app.waitUntilIdle()
        #expect(host.hostingController?.children.count == 1)
    }
}

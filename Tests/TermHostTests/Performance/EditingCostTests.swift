import Observation
import Testing
import TermHost
import TermHostTesting

@Observable
@MainActor
private final class Document {
    var text: String { didSet { writes += 1 } }
    @ObservationIgnored var writes = 0
    init(_ text: String) { self.text = text }
}

/// Where the `@State` string of ``ProbedField`` is stored, as seen by each body evaluation.
@MainActor
private final class StorageProbe {
    var addresses = Set<UInt>()
    var length = 0
    func record(_ text: String) -> Int {
        length = text.utf8.count
        if let address = text.utf8.withContiguousStorageIfAvailable({ UInt(bitPattern: $0.baseAddress) }) {
            addresses.insert(address)
        }
        return length
    }
}

private struct ProbedField: View {
    @State private var text: String
    let probe: StorageProbe
    init(initial: String, probe: StorageProbe) {
        _text = State(initialValue: initial)
        self.probe = probe
    }
    var body: some View {
        VStack {
            TextField("", text: $text).frame(width: 40)
            Text("\(probe.record(text)) bytes")
        }
    }
}

/// A plain class property, reached through `Binding(get:set:)` (no in-place access).
@MainActor
private final class Plain {
    var text: String
    var writes = 0
    init(_ text: String) { self.text = text }
}

private struct BindableField: View {
    @Bindable var document: Document
    var body: some View { TextField("", text: $document.text).frame(width: 40) }
}

private struct StateField: View {
    @State private var text: String
    init(_ initial: String) { _text = State(initialValue: initial) }
    var body: some View {
        VStack {
            TextField("", text: $text).frame(width: 40)
            Text("\(text.utf8.count) bytes")
        }
    }
}

private struct ClosureField: View {
    let plain: Plain
    var body: some View {
        TextField("", text: Binding(get: { plain.text }, set: { plain.text = $0; plain.writes += 1 })).frame(width: 40)
    }
}

private struct BindableEditor: View {
    @Bindable var document: Document
    var body: some View { TextEditor(text: $document.text).frame(width: 40, height: 5) }
}

/// A `TextFieldWidget` inside a component, bound to its `@State` the way UIKit code does it: the
/// coordinator copies the widget's text into the binding on every change.
private struct FieldRepresentable: WidgetRepresentable {
    @Binding var text: String
    final class Coordinator {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }
    }
    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
    func makeWidget(context: Context) -> TextFieldWidget {
        let field = TextFieldWidget()
        let coordinator = context.coordinator
        field.onChange = { coordinator.text.wrappedValue = $0 }
        return field
    }
    func updateWidget(_ widget: TextFieldWidget, context: Context) {
        context.coordinator.text = $text
        if widget.text != text { widget.text = text }
    }
    func sizeThatFits(_ proposal: ProposedViewSize, widget: TextFieldWidget, context: Context) -> Size? {
        Size(width: 40, height: 1)
    }
}

private struct RepresentedField: View {
    @State private var text: String
    init(_ initial: String) { _text = State(initialValue: initial) }
    var body: some View { FieldRepresentable(text: $text) }
}

/// The text of `count` characters typed into the editors: words and spaces.
private func sample(_ count: Int) -> String {
    String(String(repeating: "lorem ipsum dolor sit amet ", count: count / 27 + 1).prefix(count))
}

/// Issue: typed text was quadratic in the TextField view and in bound fields (100,000 typed
/// characters took 186 s). An edit costs what it touches: the characters an editor visits per typed
/// key (walked over, measured, drawn, copied) are bounded by a constant — the same at 100 and at
/// 100,000 characters. Counts, never time.
@Suite("Editing cost is linear in the edit")
@MainActor
struct EditingCostTests {
    /// Characters visited per key for 50 keys typed one frame each, after the first key.
    private func visitedPerKey(_ app: HeadlessApp) -> Double {
        app.type("x")
        let before = app.application.statistics.textCharactersVisited
        for _ in 0..<50 { app.type("y") }
        return Double(app.application.statistics.textCharactersVisited - before) / 50
    }

    private func widgetApp(_ widget: Widget, height: Int = 1) -> HeadlessApp {
        let app = show([(widget, Rect(x: 0, y: 0, width: 40, height: height))], size: Size(width: 40, height: height))
        widget.becomeFirstResponder()
        app.waitUntilIdle()
        return app
    }

    private func expectBounded(_ cost: (Int) -> Double, limit: Double, _ comment: Comment) {
        let short = cost(100), long = cost(100_000)
        #expect(short <= limit, comment)
        #expect(long <= limit, comment)
        #expect(long <= short * 1.5 + 10, comment)
    }

    @Test func textFieldWidget() {
        expectBounded({ visitedPerKey(widgetApp(TextFieldWidget(text: sample($0)))) }, limit: 8 * 40, "TextFieldWidget")
    }

    @Test func textViewWidget() {
        expectBounded({ visitedPerKey(widgetApp(TextViewWidget(text: sample($0)), height: 5)) }, limit: 8 * 40 * 5, "TextViewWidget")
    }

    @Test func textFieldViewBoundToState() {
        expectBounded({ count in
            visitedPerKey(HeadlessApp(size: Size(width: 40, height: 2)) { _ in ViewRoot(rootView: StateField(sample(count))) })
        }, limit: 8 * 40, "TextField bound to @State")
    }

    @Test func textFieldViewBoundThroughBindable() {
        expectBounded({ count in
            visitedPerKey(HeadlessApp(size: Size(width: 40, height: 1)) { _ in ViewRoot(rootView: BindableField(document: Document(sample(count)))) })
        }, limit: 8 * 40, "TextField bound through @Bindable")
    }

    @Test func textFieldViewBoundThroughClosures() {
        expectBounded({ count in
            visitedPerKey(HeadlessApp(size: Size(width: 40, height: 1)) { _ in ViewRoot(rootView: ClosureField(plain: Plain(sample(count)))) })
        }, limit: 8 * 40, "TextField bound through Binding(get:set:)")
    }

    @Test func textEditorView() {
        expectBounded({ count in
            visitedPerKey(HeadlessApp(size: Size(width: 40, height: 5)) { _ in ViewRoot(rootView: BindableEditor(document: Document(sample(count)))) })
        }, limit: 8 * 40 * 5, "TextEditor")
    }

    @Test func textFieldWidgetInARepresentable() {
        expectBounded({ count in
            let app = HeadlessApp(size: Size(width: 40, height: 1)) { _ in
                let window = Window()
                let host = HostWidget { RepresentedField(sample(count)) }
                host.frame = Rect(x: 0, y: 0, width: 40, height: 1)
                window.addSubview(host)
                return window
            }
            app.press(.tab)
            return visitedPerKey(app)
        }, limit: 8 * 40, "TextFieldWidget in a WidgetRepresentable")
    }

    /// The TextField view edits the string where `@State` keeps it: typing at the end of a
    /// 100,000-character text never copies it (its storage moves only when it grows).
    @Test func typingEditsTheStateStringInPlace() {
        let probe = StorageProbe()
        let app = HeadlessApp(size: Size(width: 40, height: 2)) { _ in
            ViewRoot(rootView: ProbedField(initial: sample(100_000), probe: probe))
        }
        probe.addresses.removeAll()
        app.type("z")
        for _ in 0..<200 { app.type("z") }
        #expect(probe.length == 100_201)
        #expect(probe.addresses.count <= 2, "a copy per key gives a new storage per key")
    }

    /// Writes through a binding without in-place access — made from closures, or `@Bindable`'s key
    /// path to a class property — coalesce: a burst of keys in one frame is one write.
    @Test func bindingsWithoutInPlaceAccessAreWrittenOncePerFrame() {
        let plain = Plain("")
        let document = Document("")
        let app = HeadlessApp(size: Size(width: 40, height: 2)) { _ in
            ViewRoot(rootView: VStack { ClosureField(plain: plain); BindableField(document: document) })
        }
        for writes in [{ plain.writes }, { document.writes }] {
            app.type(String(repeating: "a", count: 1_000))
            #expect(writes() == 1)
            app.type("b")
            #expect(writes() == 2)
            app.press(.tab)
        }
        #expect(plain.text.count == 1_001 && document.text.count == 1_001)
    }
}

import Testing
import TermHost
import TermHostTesting

private struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemeLabel: View {
    @Environment(\.theme) private var theme
    var body: some View { Text("theme \(theme)") }
}

private struct Unrelated: View {
    var body: some View { Text("unrelated") }
}

private struct Themed: View {
    @State var theme = "dark"
    var body: some View {
        VStack(alignment: .leading) {
            Button("switch") { theme = "light" }
            ThemeLabel()
            ThemeLabel().environment(\.theme, "override")
            Unrelated()
        }
        .environment(\.theme, theme)
    }
}

private struct DisabledForm: View {
    @State var locked = true
    var body: some View {
        VStack(alignment: .leading) {
            Button("unlock") { locked.toggle() }
            VStack(alignment: .leading) {
                Button("inner") {}
                Toggle("option", isOn: .constant(true))
            }
            .disabled(locked)
        }
    }
}

@Suite("Environment: propagation, override, disabled")
@MainActor
struct EnvironmentTests {
    @Test func valuesFlowDownAndCanBeOverridden() {
        let app = show(Themed().topLeading(), width: 20, height: 4)
        #expect(app.screen == "[ switch ]\ntheme dark\ntheme override\nunrelated")
        let before = app.statistics.bodyEvaluations
        app.click(on: "switch")
        #expect(app.screen == "[ switch ]\ntheme light\ntheme override\nunrelated")
        // Themed re-evaluates; the reader of the changed value re-evaluates; the override's reader
        // and the view that reads nothing are equal or unaffected... only views that read it run again.
        let evaluations = app.statistics.bodyEvaluations - before
        #expect(evaluations <= 4)
    }

    @Test func defaultValueWithoutWriter() {
        let app = show(ThemeLabel().topLeading(), width: 20, height: 1)
        #expect(app.screen == "theme plain")
    }

    @Test func disabledFlowsDownDimsAndSkipsFocus() {
        let app = show(DisabledForm().topLeading(), width: 20, height: 3)
        let inner = app.find("[ inner ]")
        #expect(inner != nil)
        if let inner { #expect(app.style(at: inner).attributes.contains(.dim)) }
        app.press(.tab)
        app.press(.tab)
        #expect(app.style(at: Point(x: 0, y: 0)).attributes.contains(.reverse), "focus stays on the only enabled control")
        app.click(on: "unlock")
        if let inner { #expect(!app.style(at: inner).attributes.contains(.dim)) }
        app.press(.tab)
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse), "enabled again: focus reaches it")
    }

    @Test func fontAndStyleModifiers() {
        let app = show(VStack(alignment: .leading) {
            Text("head").font(.headline)
            Text("foot").font(.footnote)
            Text("tint").foregroundStyle(.red)
            Group { Text("under") }.underline()
        }.topLeading(), width: 10, height: 4)
        #expect(app.style(at: Point(x: 0, y: 0)).attributes.contains(.bold))
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.dim))
        #expect(app.style(at: Point(x: 0, y: 2)).foreground == .red)
        #expect(app.style(at: Point(x: 0, y: 3)).attributes.contains(.underline))
    }

    @Test func safeAreaInsetsPadRootContentUnlessIgnored() {
        var environment = EnvironmentValues()
        environment.safeAreaInsets = EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0)
        let padded = HeadlessApp(size: Size(width: 10, height: 3)) { _ in
            ViewRoot(rootView: Text("a").topLeading(), environment: environment)
        }
        #expect(padded.find("a") == Point(x: 2, y: 1))
        let ignoring = HeadlessApp(size: Size(width: 10, height: 3)) { _ in
            ViewRoot(rootView: Text("a").topLeading().ignoresSafeArea(), environment: environment)
        }
        #expect(ignoring.find("a") == Point(x: 0, y: 0))
    }
}

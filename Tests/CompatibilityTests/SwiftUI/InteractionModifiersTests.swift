import Testing
import TermHost
import TermHostTesting

private struct TapCounter: View {
    @State private var taps = 0
    @State private var doubles = 0
    @State private var longs = 0
    @State private var menu = "none"
    var body: some View {
        VStack(alignment: .leading) {
            Text("Taps \(taps)").onTapGesture { taps += 1 }
            Text("Doubles \(doubles)").onTapGesture(count: 2) { doubles += 1 }
            Text("Gesture \(longs)").gesture(LongPressGesture().onEnded { _ in longs += 1 })
            Text("Menu \(menu)").contextMenu {
                Button("Copy") { menu = "copied" }
                Button("Share") { menu = "shared" }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Echo: View {
    @State private var text = ""
    @State private var seen = "-"
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Type", text: $text)
                .onChange(of: text) { newValue in seen = newValue }
            Text("Seen \(seen)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Settings: View {
    @AppStorage("compat.darkMode", store: InteractionModifiersTests.store) private var isDarkMode = false
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Dark mode", isOn: $isDarkMode)
            Text(isDarkMode ? "Dark" : "Light")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Sheet: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
}

private struct Presenter: View {
    @State private var isShowing = true
    var body: some View {
        Text(isShowing ? "Showing" : "Gone")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .sheet(isPresented: $isShowing) { Sheet() }
    }
}

private struct Ticker: View {
    /// The test's own thread's loop, which it runs (an app's is `.main`, which `Application.run()` serves).
    let timer = Timer.publish(every: 0.05, on: .current, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        Text("Ticks \(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Row_Previews: PreviewProvider {
    static var previews: some View {
        Text("Row").previewLayout(.sizeThatFits)
    }
}

@Suite("SwiftUI: gestures, context menus, onChange, AppStorage, presentationMode, onReceive, previews")
@MainActor
struct InteractionModifiersTests {
    nonisolated(unsafe) static let store = UserDefaults(suiteName: "TermHostCompatibilityTests")!

    private func show<V: View>(width: Int = 30, height: Int = 8, _ view: V) -> HeadlessApp {
        HeadlessApp(size: Size(width: width, height: height)) { _ in ViewRoot(rootView: view) }
    }

    /// `onTapGesture(count:perform:)`: "the number of taps or clicks required to trigger the action".
    @Test func tapsRunTheActionAndTheCountTapsMakeOne() {
        let app = show(TapCounter())
        #expect(app.click(on: "Taps 0"))
        #expect(app.find("Taps 1") != nil)
        #expect(app.click(on: "Doubles 0"))
        #expect(app.find("Doubles 0") != nil, "one click is not a double tap")
        #expect(app.click(on: "Doubles 0"))
        #expect(app.find("Doubles 1") != nil)
        #expect(app.focusedDescription.contains("Doubles"), "a tappable view takes focus, as a button does")
        app.press(.enter)
        #expect(app.find("Doubles 2") != nil, "Enter taps the focused view")
    }

    @Test func aLongPressIsARightClick() {
        let app = show(TapCounter())
        let point = app.find("Gesture 0")!
        app.click(at: point, button: .right)
        #expect(app.find("Gesture 1") != nil)
    }

    /// `contextMenu(menuItems:)`: the menu's items show on a secondary click; choosing one runs it.
    @Test func aRightClickOpensTheContextMenuAndAnEntryRunsItsAction() {
        let app = show(TapCounter())
        let point = app.find("Menu none")!
        #expect(app.find("Copy") == nil, "closed until asked")
        app.click(at: point, button: .right)
        #expect(app.find("Copy") != nil)
        #expect(app.find("Share") != nil)
        app.press(.down)
        app.press(.enter)
        #expect(app.find("Menu shared") != nil)
        #expect(app.find("Copy") == nil, "choosing closes the menu")
    }

    /// The deprecated `onChange(of:perform:)` hands the action the new value.
    @Test func theOneArgumentOnChangeGetsTheNewValue() {
        let app = show(Echo())
        app.type("hi")
        #expect(app.find("Seen hi") != nil)
    }

    /// `@AppStorage` reads and writes `UserDefaults`, and the view updates.
    @Test func appStorageKeepsTheValueInUserDefaults() {
        Self.store.removeObject(forKey: "compat.darkMode")
        let app = show(Settings())
        #expect(app.find("Light") != nil, "the default when nothing is stored")
        #expect(app.click(on: "Dark mode"))
        #expect(app.find("Dark") != nil)
        #expect(Self.store.bool(forKey: "compat.darkMode"))
        let again = show(Settings())
        #expect(again.find("[x] Dark mode") != nil || again.lines[1] == "Dark", "a new view reads the stored value")
    }

    /// `presentationMode.wrappedValue.dismiss()` dismisses the sheet the view is in.
    @Test func presentationModeDismissesTheSheet() {
        let app = show(Presenter())
        #expect(app.find("Close") != nil)
        #expect(app.click(on: "Close"))
        #expect(app.find("Close") == nil)
        #expect(app.find("Gone") != nil)
    }

    /// `Timer.publish(every:on:in:).autoconnect()` with `.onReceive`: the action runs at each firing.
    @Test func aTimerPublisherFiresOnItsRunLoop() {
        let app = show(Ticker())
        #expect(app.find("Ticks 0") != nil)
        RunLoop.current.run(until: Date().addingTimeInterval(0.3))
        app.waitUntilIdle()
        #expect(app.find("Ticks 0") == nil, "the timer fired")
    }

    @Test func labelsHiddenShowsTheControlAlone() {
        let app = show(VStack(alignment: .leading) {
            Toggle("Enabled", isOn: .constant(true)).labelsHidden()
            Toggle("Shown", isOn: .constant(false))
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(app.find("Enabled") == nil)
        #expect(app.find("Shown") != nil)
    }

    /// `Link` opens its destination through the environment's `openURL` action.
    @Test func aLinkCallsOpenURL() {
        final class Opened { var url: URL? }
        let opened = Opened()
        let app = show(Link("Website", destination: URL(string: "https://example.com")!)
            .environment(\.openURL, OpenURLAction { url in
                MainActor.assumeIsolated { opened.url = url }
                return .handled
            }))
        #expect(app.style(of: "Website")?.attributes.contains(.underline) == true)
        #expect(app.click(on: "Website"))
        #expect(opened.url?.absoluteString == "https://example.com")
    }

    @Test func colorSchemeIsWritableInTheEnvironment() {
        struct Scheme: View {
            @Environment(\.colorScheme) var colorScheme
            var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
        }
        #expect(show(Scheme().environment(\.colorScheme, .light)).find("Light") != nil)
        #expect(show(Scheme().preferredColorScheme(.dark)).find("Dark") != nil)
        #expect(ColorScheme.terminal(colorFGBG: "0;15") == .light)
        #expect(ColorScheme.terminal(colorFGBG: nil) == .dark)
    }

    @Test func labeledContentAndContentUnavailableView() {
        let app = show(width: 24, height: 9, VStack {
            LabeledContent("Version", value: "2.1")
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows here."))
        })
        #expect(app.lines[0] == "Version              2.1")
        #expect(app.style(of: "2.1")?.attributes.contains(.dim) == true, "the value is secondary")
        #expect(app.style(of: "No Mail")?.attributes.contains(.bold) == true)
        #expect(app.find("New mail shows here.") != nil)
    }

    /// `Date.formatted(date:time:)` and `Image(uiImage:)` compile with `import TermHost` alone.
    @Test func foundationFormattingAndUIKitImagesCompile() {
        let date = Date(timeIntervalSince1970: 0)
        #expect(!date.formatted(date: .abbreviated, time: .omitted).isEmpty)
        let image = Image(systemName: "star")
        #expect(Image(uiImage: image) == image)
    }

    @Test func previewsCompileAndCanBeShown() {
        let app = show(Row_Previews.previews)
        #expect(app.find("Row") != nil)
    }

    @Test func navigationBarTitleIsTheNavigationTitle() {
        let app = show(NavigationStack {
            Text("Content")
                .navigationBarTitle("Inbox", displayMode: .inline)
                .navigationBarItems(trailing: Button("Edit") {})
        })
        #expect(app.find("Inbox") != nil)
        #expect(app.find("Edit") != nil)
    }
}

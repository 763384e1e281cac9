import Observation
import Testing
import TermHost
import TermHostTesting

@Observable
@MainActor
private final class Profile {
    var name = "Ada"
    var isLoading = false
}

private final class Settings: ObservableObject {
    @Published var volume = 3
}

private struct ProfileView: View {
    let profile: Profile
    var body: some View {
        Text(profile.isLoading ? "Loading…" : "Name: \(profile.name)")
    }
}

private struct SettingsView: View {
    @ObservedObject var settings: Settings
    var body: some View { Text("Volume \(settings.volume)") }
}

/// A counter with state, titled by a value the host passes in.
private struct Counter: View {
    let title: String
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(title): \(count)")
            Button("Add") { count += 1 }
        }
    }
}

@MainActor
private protocol NameFormDelegate: AnyObject {
    func nameForm(didSubmit name: String)
}

@MainActor
private final class FormOwner: NameFormDelegate {
    var submitted: [String] = []
    let label = LabelWidget("")
    func nameForm(didSubmit name: String) { submitted.append(name) }
}

/// Carries data out three ways: a closure, a binding onto a widget property, a delegate.
private struct NameForm: View {
    @Binding var name: String
    let onSave: @MainActor (String) -> Void
    weak var delegate: (any NameFormDelegate)?
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Button("Save") {
                onSave(name)
                delegate?.nameForm(didSubmit: name)
            }
        }
    }
}

/// Reads the host's state from the environment.
private struct HostState: View {
    @Environment(\.tintColor) private var tint
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        VStack(alignment: .leading) {
            Text(isEnabled ? "enabled" : "disabled").foregroundColor(tint)
            Button("Act") {}
        }
    }
}

@Suite("Hosting: data flow (H2, D1, D2, D3, D5), host state")
@MainActor
struct HostDataFlowTests {
    private func hosted(_ host: Widget, width: Int = 30, height: Int = 3) -> HeadlessApp {
        let window = Window()
        host.frame = Rect(x: 0, y: 0, width: width, height: height)
        window.addSubview(host)
        return run(window, width: width, height: height)
    }

    @Test func observableModelChangedByWidgetCodeUpdatesTheComponent() {
        let profile = Profile()
        let host = HostWidget { ProfileView(profile: profile) }
        host.contentAlignment = .topLeading
        let app = hosted(host)
        #expect(app.line(0).hasPrefix("Name: Ada"))
        profile.isLoading = true
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix("Loading…"))
        profile.isLoading = false
        profile.name = "Grace"
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix("Name: Grace"))
    }

    @Test func classicObservableObjectDrivesTheComponent() {
        let settings = Settings()
        let host = HostWidget { SettingsView(settings: settings) }
        host.contentAlignment = .topLeading
        let app = hosted(host)
        settings.volume = 7
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix("Volume 7"))
    }

    @Test func replacingRootViewKeepsStateOfUnchangedViews() {
        let host = HostWidget(rootView: Counter(title: "Apples"))
        host.contentAlignment = .topLeading
        let app = hosted(host)
        app.press(.enter)
        app.press(.enter)
        #expect(app.line(0).hasPrefix("Apples: 2"))
        let frames = app.statistics.frames
        host.rootView = Counter(title: "Pears")
        #expect(app.line(0).hasPrefix("Apples: 2"), "the screen updates in the next frame")
        app.waitUntilIdle()
        #expect(app.statistics.frames == frames + 1)
        #expect(app.line(0).hasPrefix("Pears: 2"), "@State survived")
        #expect(host.rootView.title == "Pears")
    }

    @Test func closuresBindingsAndDelegatesCarryDataOut() {
        let owner = FormOwner()
        var saved: [String] = []
        let binding = Binding(get: { owner.label.text ?? "" }, set: { owner.label.text = $0 })
        let host = HostWidget { NameForm(name: binding, onSave: { saved.append($0) }, delegate: owner) }
        host.contentAlignment = .topLeading
        let app = hosted(host)
        app.type("Lin")
        #expect(owner.label.text == "Lin")
        app.press(.tab)
        app.press(.enter)
        #expect(saved == ["Lin"])
        #expect(owner.submitted == ["Lin"])
    }

    @Test func hostIsEnabledAndTintFlowIn() {
        let host = HostWidget { HostState() }
        host.contentAlignment = .topLeading
        host.tintColor = .red
        let app = hosted(host)
        #expect(app.line(0).hasPrefix("enabled"))
        #expect(app.style(at: Point(x: 0, y: 0)).foreground == .red)
        #expect(app.focused != nil)
        host.isEnabled = false
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix("disabled"))
        #expect(app.focused == nil, "disabled controls give up focus")
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.dim))
    }
}

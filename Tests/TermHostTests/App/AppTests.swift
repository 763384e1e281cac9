import TermHost
import TermHostTesting
import Testing

@MainActor
private final class PhaseLog {
    var changes: [ScenePhase] = []
}

private struct PhaseApp: App {
    let log: PhaseLog

    init() {
        log = PhaseLog()
    }

    init(log: PhaseLog) {
        self.log = log
    }

    var body: some Scene {
        WindowGroup("Phases") {
            PhaseView(log: log)
        }
    }
}

private struct PhaseView: View {
    @Environment(\.scenePhase) private var scenePhase
    let log: PhaseLog

    var body: some View {
        Text("phase: \(String(describing: scenePhase))")
            .onChange(of: scenePhase) { _, phase in log.changes.append(phase) }
    }
}

private struct TwoScenes: App {
    var body: some Scene {
        WindowGroup { Text("first window") }
        WindowGroup(id: "second") { Text("second window") }
    }
}

private struct Conditional: App {
    let showsWindow = true

    var body: some Scene {
        if showsWindow {
            WindowGroup { Text("conditional window") }
        }
    }
}

private struct Composed: Scene {
    var body: some Scene {
        WindowGroup { Text("composed window") }
    }
}

private struct ComposedApp: App {
    var body: some Scene { Composed() }
}

@MainActor
@Suite struct AppTests {
    @Test func anAppShowsItsWindowGroupFullScreen() {
        let app = HeadlessApp(app: PhaseApp(), size: Size(width: 20, height: 3))
        #expect(app.grid == "\n   phase: active")
    }

    @Test func scenePhaseFollowsTheApplicationStateAndOnChangeSeesIt() {
        let log = PhaseLog()
        let app = HeadlessApp(app: PhaseApp(log: log), size: Size(width: 30, height: 3))
        app.application.setApplicationState(.background)
        app.waitUntilIdle()
        #expect(app.contains("phase: background"))
        app.application.setApplicationState(.active)
        app.waitUntilIdle()
        #expect(app.contains("phase: active"))
        #expect(log.changes == [.background, .active])
    }

    @Test func theFirstWindowOfSeveralScenesIsShown() {
        #expect(HeadlessApp(app: TwoScenes(), size: Size(width: 20, height: 1)).contains("first window"))
        #expect(HeadlessApp(app: Conditional(), size: Size(width: 20, height: 1)).contains("conditional window"))
        #expect(HeadlessApp(app: ComposedApp(), size: Size(width: 20, height: 1)).contains("composed window"))
    }

    @Test func scenePhaseOrdersBackgroundInactiveActive() {
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
        #expect(ScenePhase(.inactive) == .inactive)
    }
}

@MainActor
@Suite struct HostedScenePhaseTests {
    @Test func aHostedComponentSeesTheScenePhaseOfItsApplication() {
        let window = Window()
        let host = HostWidget { PhaseView(log: PhaseLog()) }
        host.frame = Rect(x: 0, y: 0, width: 30, height: 1)
        window.addSubview(host)
        let app = HeadlessApp(size: Size(width: 30, height: 2)) { _ in window }
        #expect(app.contains("phase: active"))
        app.application.setApplicationState(.background)
        app.waitUntilIdle()
        #expect(app.contains("phase: background"))
    }
}

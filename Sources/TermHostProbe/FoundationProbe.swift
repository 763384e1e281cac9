import TermHost

/// Foundation's run loop under `Application.run()`: a repeating `Timer.scheduledTimer`, a block given to
/// `RunLoop.main.perform` and a `NotificationCenter` observer on the main queue each update a label, as
/// they would under `UIApplicationMain`. `q` quits.
@MainActor
enum FoundationProbe {
    static func makeWindow(_ app: Application) -> Window {
        let window = Window()
        window.addSubview(placedLabel("Foundation probe ready", y: 0, width: 40))
        let timerLabel = placedLabel("timer 0", y: 1, width: 40)
        let performLabel = placedLabel("perform waiting", y: 2, width: 40)
        let notificationLabel = placedLabel("notification waiting", y: 3, width: 40)
        for label in [timerLabel, performLabel, notificationLabel] { window.addSubview(label) }
        var ticks = 0
        let name = Notification.Name("FoundationProbe.tick")
        _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { notificationLabel.text = "notification received" }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
            let last = MainActor.assumeIsolated {
                ticks += 1
                timerLabel.text = "timer \(ticks)"
                if ticks == 3 { NotificationCenter.default.post(name: name, object: nil) }
                return ticks == 5
            }
            if last { timer.invalidate() }
        }
        RunLoop.main.perform {
            MainActor.assumeIsolated { performLabel.text = "perform ran" }
        }
        return window
    }
}

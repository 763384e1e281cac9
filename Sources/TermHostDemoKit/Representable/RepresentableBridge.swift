import Observation
import TermHost

/// The one part to swap for `WidgetRepresentable`: it keeps a ``TextFieldWidget`` and a
/// ``ProgressBarWidget`` in step with the declarative state and hands the component its bindings.
///
/// With `WidgetRepresentable`, the two widgets become representables inside the component's
/// `VStack` (`makeWidget` creates them, `updateWidget` copies `name` and `progress` in, the
/// coordinator's `onChange` writes the text back through the binding), and this type goes away.
@MainActor
final class RepresentableBridge {
    /// The text field bound to the name.
    let nameField = TextFieldWidget(placeholder: "type here or above")
    /// The bar showing the progress.
    let progressBar = ProgressBarWidget()
    private let model: RepresentableModel
    private unowned let scheduler: Scheduler
    private var updateScheduled = false

    /// Binds the widgets to `model`, updating them on `scheduler` after the model changes.
    init(model: RepresentableModel, scheduler: Scheduler) {
        self.model = model
        self.scheduler = scheduler
        progressBar.progressStyle = DemoTheme.success
        nameField.onChange = { [weak model] text in model?.name = text }
        updateWidgets()
    }

    /// The component's binding to the name (`Binding(get:set:)`).
    var name: Binding<String> {
        let model = self.model
        return Binding(get: { model.name }, set: { model.name = $0 })
    }

    /// The component's binding to the progress.
    var progress: Binding<Int> {
        let model = self.model
        return Binding(get: { model.progress }, set: { model.progress = max(0, min(10, $0)) })
    }

    /// Copies the state into the widgets and tracks what it read, to do it again after a change.
    private func updateWidgets() {
        updateScheduled = false
        withObservationTracking {
            if nameField.text != model.name { nameField.text = model.name }
            progressBar.progress = Double(model.progress) / 10
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.scheduleUpdate() }
        }
    }

    private func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        scheduler.schedule { [weak self] in self?.updateWidgets() }
    }
}

import TermHost

/// A component that reads its hosting controller from the environment
/// (`@Environment(\.hostingController)`), presents a modal with it and pushes a detail screen on
/// its navigation controller; both close themselves with `@Environment(\.dismiss)`.
struct ControllerAccessView: View {
    @Environment(\.hostingController) private var hostingController
    @State private var lastEvent = "Nothing yet"

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("This component reads its hosting controller from the environment").bold()
            Text("Its hosting controller's parent: \(hostingController.parent?.title ?? "none")").foregroundStyle(.yellow)
            HStack(spacing: 2) {
                Button("Present modal") { presentModal() }
                Button("Push detail") { pushDetail() }
            }
            Text("Last: \(lastEvent)").dim()
        }
    }

    /// The demo screen around the host, told when a screen opened here appears or goes away (the
    /// status line follows).
    private var screen: DemoScreenController? {
        hostingController.parent as? DemoScreenController
    }

    private func presentModal() {
        let modal = DemoHostingController(rootView: ModalView(lastEvent: $lastEvent),
                                          keyHints: [.hint("Enter", "Dismiss")])
        modal.title = "Modal"
        modal.sizingOptions = [.intrinsicContentSize]
        let screen = self.screen
        modal.onAppearanceChange = { [weak screen] in screen?.hintsDidChange() }
        hostingController.present(modal)
        lastEvent = "Presented a modal"
    }

    private func pushDetail() {
        guard let navigation = hostingController.navigationController else { return }
        let detail = DemoHostingController(rootView: DetailView(lastEvent: $lastEvent),
                                           keyHints: [.hint("Enter", "Pop")])
        detail.title = "Detail"
        let screen = self.screen
        detail.onAppearanceChange = { [weak screen] in screen?.hintsDidChange() }
        navigation.pushViewController(detail, animated: false)
        lastEvent = "Pushed a detail screen"
    }
}

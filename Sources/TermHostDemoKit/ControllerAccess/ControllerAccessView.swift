import TermHost

/// A component that reaches its hosting controller through the environment, presents a modal
/// with it and pushes a detail screen on its navigation controller.
struct ControllerAccessView: View {
    @Environment(ControllerBox.self) private var box

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("This component reads its hosting controller from the environment").bold()
            Text("Its hosting controller's parent: \(box.parentTitle)").foregroundStyle(.yellow)
            HStack(spacing: 2) {
                Button("Present modal") { presentModal() }
                Button("Push detail") { pushDetail() }
            }
            Text("Last: \(box.lastEvent)").dim()
        }
    }

    private func presentModal() {
        guard let controller = box.controller else { return }
        let modalBox = ControllerBox()
        let modal = DemoHostingController(rootView: ModalView(parentBox: box).environment(modalBox),
                                          keyHints: [.hint("Enter", "Dismiss")])
        modal.title = "Modal"
        modal.sizingOptions = [.intrinsicContentSize]
        modal.onAppearanceChange = box.onScreenChange
        modalBox.controller = modal
        controller.present(modal)
        box.lastEvent = "Presented a modal"
    }

    private func pushDetail() {
        guard let navigation = box.controller?.navigationController else { return }
        let detailBox = ControllerBox()
        let detail = DemoHostingController(rootView: DetailView(parentBox: box).environment(detailBox),
                                           keyHints: [.hint("Enter", "Pop")])
        detail.title = "Detail"
        detail.onAppearanceChange = box.onScreenChange
        detailBox.controller = detail
        navigation.pushViewController(detail, animated: false)
        box.lastEvent = "Pushed a detail screen"
    }
}

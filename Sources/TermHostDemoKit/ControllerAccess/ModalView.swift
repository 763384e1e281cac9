import TermHost

/// The modal the component presents; it dismisses itself through its own hosting controller.
struct ModalView: View {
    /// The presenting component's box, to report back.
    let parentBox: ControllerBox
    @Environment(ControllerBox.self) private var box

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("A modal hosting controller").bold()
            Text("presented by the component with its controller").dim()
            Button("Dismiss") {
                parentBox.lastEvent = "Dismissed the modal from inside it"
                box.controller?.dismiss()
            }
        }
        .padding(.horizontal, 1)
    }
}

import TermHost

/// The modal the component presents; it dismisses itself with `@Environment(\.dismiss)`.
struct ModalView: View {
    /// The presenting component's last event, to report back.
    @Binding var lastEvent: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("A modal hosting controller").bold()
            Text("presented by the component with its controller").dim()
            Button("Dismiss") {
                lastEvent = "Dismissed the modal from inside it"
                dismiss()
            }
        }
        .padding(.horizontal, 1)
    }
}

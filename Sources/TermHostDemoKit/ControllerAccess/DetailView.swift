import TermHost

/// The detail screen the component pushes; it pops itself with `@Environment(\.dismiss)`.
struct DetailView: View {
    /// The pushing component's last event, to report back.
    @Binding var lastEvent: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("A detail screen pushed on the navigation controller").bold()
            Text("Its dismiss action pops it from inside the component.").dim()
            Button("Pop") {
                lastEvent = "Popped the detail screen from inside it"
                dismiss()
            }
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

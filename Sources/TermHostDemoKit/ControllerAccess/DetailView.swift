import TermHost

/// The detail screen the component pushes; it pops itself through its own hosting controller.
struct DetailView: View {
    /// The pushing component's box, to report back.
    let parentBox: ControllerBox
    @Environment(ControllerBox.self) private var box

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("A detail screen pushed on the navigation controller").bold()
            Text("Its hosting controller pops it from inside the component.").dim()
            Button("Pop") {
                parentBox.lastEvent = "Popped the detail screen from inside it"
                box.controller?.navigationController?.popViewController(animated: false)
            }
        }
        .padding(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

import TermHost

/// The declarative side: a stepper and a text field editing the values the widgets show.
struct ProgressEditorView: View {
    @Binding var name: String
    @Binding var progress: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Stepper("Progress \(progress * 10)%", value: $progress, in: 0...10)
            HStack(spacing: 1) {
                Text("Name")
                TextField("Name", text: $name, prompt: Text("type here or below")).frame(width: 30)
            }
            Text(name.isEmpty ? "Hello! Type a name in either field." : "Hello, \(name)!").foregroundStyle(.green)
        }
        .padding(.horizontal, 1)
    }
}

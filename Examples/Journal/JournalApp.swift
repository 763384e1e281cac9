import TermHost

/// A SwiftUI-style program with an `@main` `App`: a journal in a NavigationStack whose toolbar
/// button opens a sheet. F2 adds an entry, Esc closes the sheet, Ctrl-C quits.
@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup("Journal") {
            JournalView()
        }
    }
}

struct JournalView: View {
    @State private var entries = ["First day"]
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ForEach(entries, id: \.self) { Text("• \($0)") }
                Text("F2: add an entry   Ctrl-C: quit").font(.footnote)
            }
            .navigationTitle("Journal")
            .toolbar {
                Button("Add") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                AddEntryView { entries.append($0) }
            }
        }
    }
}

struct AddEntryView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    let add: (String) -> Void

    var body: some View {
        NavigationStack {
            TextField("What happened?", text: $text)
                .navigationTitle("New Entry")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            add(text)
                            dismiss()
                        }
                        .disabled(text.isEmpty)
                    }
                }
        }
    }
}

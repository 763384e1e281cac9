// A whole program as Xcode's App template starts one: an `App` with a `WindowGroup`, a
// NavigationStack with a toolbar button that opens a sheet with its own stack and
// cancellation / confirmation actions, and a save when the scene goes to the background. Ported by
// replacing `import SwiftUI` (and run headless here instead of through `@main`).
import TermHost

struct JournalApp: App {
    var body: some Scene {
        WindowGroup("Journal") {
            JournalView()
        }
    }
}

struct JournalView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var entries = ["First day"]
    @State private var isAdding = false
    @State private var saves = 0

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ForEach(entries, id: \.self) { entry in
                    Text("• \(entry)")
                }
                Text("Saved \(saves) times").font(.footnote)
            }
            .navigationTitle("Journal")
            .toolbar {
                Button("Add") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                AddEntryView { entries.append($0) }
            }
        }
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .background { saves += 1 }
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

import TermHost

/// `ported-swiftui`, the screen itself: SwiftUI code for a settings screen, ported by replacing
/// `import SwiftUI`. A `NavigationStack` whose root is a `Form` of two sections: a name field and a
/// toggle, then a link that pushes the licenses page and a button that opens "What's New" as a sheet.
/// `onPageChange` hears which of the three shows (the demo's status line follows it).
struct SettingsView: View {
    /// Called with the page that shows when the licenses page is pushed or popped and when the sheet opens or closes.
    var onPageChange: @MainActor (SettingsPage) -> Void = { _ in }
    @State private var name = "Ada"
    @State private var notificationsOn = true
    @State private var isShowingWhatsNew = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    Toggle("Notifications", isOn: $notificationsOn)
                }
                Section {
                    NavigationLink("Licenses") {
                        LicensesView()
                            .onAppear { onPageChange(.licenses) }
                            .onDisappear { onPageChange(.form) }
                    }
                    Button("What's New") {
                        isShowingWhatsNew = true
                    }
                } header: {
                    Text("About")
                } footer: {
                    Text(name.isEmpty ? "Not signed in" : "Signed in as \(name)")
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $isShowingWhatsNew) {
                WhatsNewView()
            }
            .onChange(of: isShowingWhatsNew) { _, isShowing in
                onPageChange(isShowing ? .whatsNew : .form)
            }
        }
    }
}

/// What ``SettingsView`` shows: its form, the page the Licenses link pushed, or the What's New sheet.
enum SettingsPage {
    case form, licenses, whatsNew
}

/// The page the Licenses link pushes.
struct LicensesView: View {
    var body: some View {
        Text("TermHost is released under the MIT License.")
            .padding()
            .navigationTitle("Licenses")
    }
}

/// The sheet: its own stack with a Done button that dismisses it.
struct WhatsNewView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 1) {
                Text("• Forms group controls in sections")
                Text("• Sheets slide over the screen")
            }
            .padding()
            .navigationTitle("What's New")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

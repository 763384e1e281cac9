import TermHost

/// A country picker: a button that opens a list of countries inside the component (so its host
/// grows) and an optional error line under it. Choosing a country closes the list and reports it.
/// Like a SwiftUI menu or picker popup, the list closes when focus leaves the picker (a Tab, a click on
/// another control: opening another picker's list closes this one, so one list is open at a time),
/// and on Esc.
struct CountryPickerView: View {
    /// The chosen country, if any.
    let country: String?
    /// An error shown under the picker.
    let error: String?
    /// Called with the country the user chose (data out).
    let onSelect: @MainActor (String) -> Void
    @State private var isOpen = false
    @FocusState private var buttonFocused: Bool
    @FocusState private var listFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Country: \(country ?? "choose…") \(isOpen ? "▴" : "▾")") {
                isOpen.toggle()
                listFocused = isOpen
            }
            .focused($buttonFocused)
            if isOpen {
                Picker(selection: Binding(get: { country ?? "" }, set: choose)) {
                    ForEach(Countries.all, id: \.self) { name in Text(name) }
                } label: {
                    EmptyView()
                }
                .pickerStyle(.inline)
                .focused($listFocused)
                .padding(.leading, 2)
            }
            if let error {
                Text("⚠ \(error)").foregroundStyle(.red).bold()
            }
        }
        .onChange(of: buttonFocused || listFocused) { _, isInside in
            if !isInside { isOpen = false }
        }
        .onKeyPress(.escape) {
            guard isOpen else { return .ignored }
            isOpen = false
            buttonFocused = true
            return .handled
        }
    }

    private func choose(_ name: String) {
        isOpen = false
        buttonFocused = true
        onSelect(name)
    }
}

import TermHost

let countries = ["Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "Denmark",
                 "Finland", "France", "Germany", "Greece", "Iceland", "India", "Ireland", "Italy", "Japan",
                 "Kenya", "Mexico", "Netherlands", "New Zealand", "Norway", "Peru", "Portugal", "Spain",
                 "Sweden", "Switzerland", "Uruguay"]

/// A stateless list of choices: widget code resets the host's rootView with new values.
struct CountryList: View {
    let matches: [String]
    let onSelect: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text(matches.isEmpty ? "No country matches." : "\(matches.count) countries").foregroundColor(.cyan)
            ForEach(matches.prefix(8), id: \.self) { country in
                Button(country) { onSelect(country) }
            }
        }
    }
}

/// The window CountryPicker shows: a filter field whose edits reset the hosted list's `rootView`.
@MainActor
func makeCountryPickerWindow(_ app: Application) -> Window {
    let window = Window()
    let stack = StackWidget(axis: .vertical, spacing: 1)
    stack.frame = Rect(x: 2, y: 1, width: 40, height: 20)
    let filter = TextFieldWidget(placeholder: "Filter countries")
    let chosen = LabelWidget("Nothing chosen yet", style: .bold)
    let select: @MainActor (String) -> Void = { chosen.text = "Chosen: \($0)" }
    let host = HostWidget { CountryList(matches: countries, onSelect: select) }
    host.contentAlignment = .topLeading
    filter.onChange = { text in
        let matches = countries.filter { text.isEmpty || $0.lowercased().contains(text.lowercased()) }
        host.rootView = CountryList(matches: matches, onSelect: select)
    }
    for widget in [filter, host, chosen] as [Widget] { stack.addArrangedSubview(widget) }
    window.addSubview(stack)
    let hint = LabelWidget("Type to filter   Tab: countries   Ctrl-C: quit", style: .dim)
    hint.frame = Rect(x: 2, y: 0, width: 50, height: 1)
    window.addSubview(hint)
    app.unhandledKeyHandler = { key in
        if key == .character("q") { app.stop(); return true }
        return false
    }
    return window
}

import TermHost

/// A counter, a name field and a toggle, all usable with the keyboard:
/// Tab / Shift-Tab move between controls, Enter or Space presses, `+` / `-` step, Ctrl-C quits.
struct CounterView: View {
    @State private var count = 0
    @State private var name = ""
    @State private var showsDetails = true

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Counter").font(.title)
            HStack {
                Button("-") { count -= 1 }
                Text("\(count)").bold().frame(minWidth: 4)
                Button("+") { count += 1 }
                Stepper("", value: $count, in: -99...99)
            }
            TextField("Your name", text: $name)
                .frame(width: 24)
                .border(.rounded)
            Toggle("Show details", isOn: $showsDetails)
            if showsDetails {
                Text(name.isEmpty ? "Hello!" : "Hello, \(name)! You counted to \(count).")
                    .foregroundStyle(.green)
            }
            Text("Tab: next  Enter: press  Ctrl-C: quit").font(.footnote)
        }
        .padding()
        .border(.rounded)
    }
}

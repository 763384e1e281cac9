// A colour list, as SwiftUI's list examples write one: named colours in a List with a selection
// binding, each row a Label whose icon is a filled circle in the colour, and the choice shown below.
import TermHost

struct NamedColor: Identifiable, Hashable {
    let name: String
    let color: Color
    var id: String { name }
}

struct ColorListView: View {
    let colors = [
        NamedColor(name: "Red", color: .red),
        NamedColor(name: "Green", color: .green),
        NamedColor(name: "Blue", color: .blue),
        NamedColor(name: "Yellow", color: .yellow),
        NamedColor(name: "Cyan", color: .cyan),
        NamedColor(name: "Gray", color: .gray),
    ]
    @State private var selection: NamedColor.ID?

    var body: some View {
        VStack(alignment: .leading) {
            List(colors, selection: $selection) { item in
                Label {
                    Text(item.name)
                } icon: {
                    Image(systemName: "circle.fill")
                        .foregroundStyle(item.color)
                }
            }
            .listStyle(.plain)

            if let selection, let chosen = colors.first(where: { $0.id == selection }) {
                Text("You picked \(chosen.name)")
                    .foregroundStyle(chosen.color)
            } else {
                Text("Pick a colour")
            }
        }
    }
}

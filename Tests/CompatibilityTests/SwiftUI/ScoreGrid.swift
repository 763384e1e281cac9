// A scoreboard laid out with Grid, as the Grid documentation builds one: a header row, a divider
// that takes the grid's width (gridCellUnsizedAxes), a trailing-aligned points column, a total row
// spanning two columns, and a button per player.
import TermHost

struct Player: Identifiable {
    let name: String
    var points: Int
    var id: String { name }
}

struct ScoreGrid: View {
    @State private var players = [
        Player(name: "Ada", points: 12),
        Player(name: "Grace Hopper", points: 7),
        Player(name: "Linus", points: 105),
    ]

    private var total: Int { players.reduce(0) { $0 + $1.points } }

    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("Player")
                Text("Points").gridColumnAlignment(.trailing)
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            ForEach($players) { $player in
                GridRow {
                    Text(player.name)
                    Text("\(player.points)")
                    Button("+1") { player.points += 1 }
                }
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Total: \(total) points").gridCellColumns(2)
            }
        }
    }
}

import TermHost

/// The declarative content of one list row: one, two or three lines depending on the row.
struct RowView: View {
    /// The row, from 0.
    let row: Int

    /// How many lines the row has.
    var lineCount: Int { row % 3 + 1 }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Row \((row + 1).grouped)").bold() + Text("  \(lineCount) line\(lineCount == 1 ? "" : "s")").dim()
            if lineCount >= 2 {
                Text("  hosted declarative content").foregroundStyle(.cyan)
            }
            if lineCount >= 3 {
                Text("  measured when shown; the rest are estimated").dim()
            }
        }
        .padding(.leading, 1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

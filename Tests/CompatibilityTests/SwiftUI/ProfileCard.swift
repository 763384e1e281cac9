// A "profile card" screen as SwiftUI developers write one: stacks, a fixed-size avatar with an
// overlay badge, a Spacer pushing the follow button to the trailing edge, padding, a background
// and a border, a stats row with dividers, and a details list whose values line up on a custom
// alignment guide. Renames only.
import TermHost

private extension HorizontalAlignment {
    /// The column the detail values start in.
    struct DetailValues: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> Int { context[.leading] }
    }
    static let detailValues = HorizontalAlignment(DetailValues.self)
}

struct ProfileCard: View {
    @State private var isFollowing = false
    @State private var followers = 1_204

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            header
            Text("Mathematician and writer, known for her notes on the Analytical Engine.")
                .foregroundStyle(.secondary)
            stats
            details
        }
        .padding(.horizontal, 2)
        .padding(.vertical, 1)
        .frame(maxWidth: 60)
        .border(.gray)
    }

    private var header: some View {
        HStack(alignment: .top) {
            Text("AL")
                .frame(width: 6, height: 3)
                .background(.blue)
                .overlay(alignment: .bottomTrailing) {
                    Text("●").foregroundStyle(.green)
                }
            VStack(alignment: .leading) {
                Text("Ada Lovelace").bold()
                Text("@ada · London").foregroundStyle(.secondary)
            }
            Spacer()
            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
                followers += isFollowing ? 1 : -1
            }
        }
    }

    private var stats: some View {
        HStack {
            StatView(value: "\(followers)", label: "followers")
            Divider()
            StatView(value: "87", label: "following")
            Divider()
            StatView(value: "12", label: "notes")
        }
        .fixedSize()
    }

    private var details: some View {
        VStack(alignment: .detailValues, spacing: 0) {
            HStack {
                Text("Born")
                Text("10 Dec 1815").alignmentGuide(.detailValues) { $0[.leading] }
            }
            HStack {
                Text("Known for")
                Text("Note G").alignmentGuide(.detailValues) { $0[.leading] }
            }
        }
    }
}

struct StatView: View {
    let value: String
    let label: String

    var body: some View {
        VStack {
            Text(value).bold()
            Text(label).foregroundStyle(.secondary)
        }
        .frame(minWidth: 10)
    }
}

// Apple's "Composing custom layouts with SwiftUI" sample, as an iOS developer writes it: an
// equal-width row of vote buttons (a custom Layout), falling back to an equal-width column with
// ViewThatFits, and a podium of avatars placed by a radial custom Layout from a layout value (the
// rank), switched to a plain HStackLayout with AnyLayout on a three-way tie. Renames only
// (CGSize → Size, CGRect → Rect, CGPoint → Point, CGFloat → Int); CGAffineTransform is not
// available, so the radial layout turns its point with cos and sin (from the C library here: on
// Apple platforms `import SwiftUI` brings them; importing Foundation instead would also change which
// currency format style every file of the module sees).
import Glibc
import TermHost

struct Pet: Identifiable, Equatable {
    enum Kind: String { case cat = "Cat", goldfish = "Goldfish", dog = "Dog" }
    let type: Kind
    var votes: Int = 0
    var id: Kind { type }
}

struct PetVotesView: View {
    @State private var pets = [Pet(type: .cat), Pet(type: .goldfish), Pet(type: .dog)]

    var body: some View {
        VStack(spacing: 1) {
            Profile(pets: pets)
            ButtonStack(pets: $pets)
        }
        .padding()
    }
}

/// The podium: avatars around a circle by rank, in a row while all three are tied.
struct Profile: View {
    let pets: [Pet]

    var body: some View {
        let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
        layout {
            ForEach(pets) { pet in
                Avatar(pet: pet)
                    .rank(rank(of: pet))
            }
        }
        .frame(height: 9)
    }

    private var isThreeWayTie: Bool {
        let votes = pets.map(\.votes)
        return Set(votes).count == 1 && pets.count == 3
    }

    private func rank(of pet: Pet) -> Int {
        pets.filter { $0.votes > pet.votes }.count + 1
    }
}

struct Avatar: View {
    let pet: Pet
    var body: some View {
        Text("\(pet.type.rawValue) \(pet.votes)")
            .padding(.horizontal, 1)
            .border(.gray)
    }
}

/// One button per pet, as wide as the widest: in a row when it fits, else in a column.
struct ButtonStack: View {
    @Binding var pets: [Pet]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack { Buttons(pets: $pets) }
            MyEqualWidthVStack { Buttons(pets: $pets) }
        }
    }
}

struct Buttons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ForEach($pets) { $pet in
            Button {
                pet.votes += 1
            } label: {
                Text(pet.type.rawValue)
                    .frame(maxWidth: .infinity)
            }
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    /// Tells the radial layout where this view ranks.
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

/// A row whose subviews all get the width of the widest, with the subviews' preferred spacing.
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return Size(width: maxSize.width * subviews.count + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: Point(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> Size {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            Size(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [Int] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// A column whose subviews all get the width of the widest.
struct MyEqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let totalSpacing = spacing(subviews: subviews).reduce(0) { $0 + $1 }
        return Size(width: maxSize.width, height: maxSize.height * subviews.count + totalSpacing)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextY = bounds.minY
        for index in subviews.indices {
            subviews[index].place(at: Point(x: bounds.minX, y: nextY), anchor: .topLeading, proposal: placementProposal)
            nextY += maxSize.height + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> Size {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(subviews: Subviews) -> [Int] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
        }
    }
}

/// Subviews around a circle, the first-ranked at the top and the others clockwise.
struct MyRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        // Cells are about twice as tall as wide, and the avatars are wide: an oval.
        let radiusX = Double(bounds.size.width) / 4
        let radiusY = Double(bounds.size.height) / 4
        let angle = 2 * Double.pi / Double(subviews.count)
        let order = subviews.indices.sorted { (subviews[$0][Rank.self], $0) < (subviews[$1][Rank.self], $1) }
        for (position, index) in order.enumerated() {
            let turn = angle * Double(position)
            let point = Point(x: bounds.midX + Int((radiusX * sin(turn)).rounded()),
                              y: bounds.midY - Int((radiusY * cos(turn)).rounded()))
            subviews[index].place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

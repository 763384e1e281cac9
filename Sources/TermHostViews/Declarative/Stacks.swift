import TermHostCore

/// Arranges its children in a column with SwiftUI's stack rule (see ``VStackLayout``): the height
/// left after spacing goes to higher `layoutPriority` first and, within a priority, to the least
/// flexible child first, each offered an equal share of what remains; when everything fits, every
/// child gets (at least) its ideal height.
public struct VStack<Content: View>: View {
    /// The guide children line up on (a child's own `.alignmentGuide` for it moves it).
    public let alignment: HorizontalAlignment
    /// Rows between children; `nil` for the default, 0 rows (terminal rows are precious).
    public let spacing: Int?
    /// The children.
    public let content: Content

    /// Creates a column.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// Arranges its children in a row with SwiftUI's stack rule (see ``HStackLayout``): the width left
/// after spacing goes to higher `layoutPriority` first and, within a priority, to the least flexible
/// child first, each offered an equal share of what remains; when everything fits, every child gets
/// (at least) its ideal width.
public struct HStack<Content: View>: View {
    /// The guide children line up on (`.firstTextBaseline` lines up their first rows of text).
    public let alignment: VerticalAlignment
    /// Columns between children; `nil` for the default, 1 column (so words do not run together).
    public let spacing: Int?
    /// The children.
    public let content: Content

    /// Creates a row.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// Layers its children on top of each other (the last in front), their alignment guides lined up;
/// the stack is as large as the union of its children.
public struct ZStack<Content: View>: View {
    /// How children smaller than the stack are placed.
    public let alignment: Alignment
    /// The children.
    public let content: Content

    /// Creates a layered stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

/// Groups views without changing their layout: the container around the group lays them out, and
/// a modifier on the group applies to each of its members, as in SwiftUI
/// (`Group { Text("a"); Text("b") }.padding()` pads each text).
public struct Group<Content: View>: View {
    /// The grouped views.
    public let content: Content

    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

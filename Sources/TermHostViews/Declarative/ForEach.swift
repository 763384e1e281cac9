import TermHostCore

/// Makes one view per element of a collection, each identified by an id so that inserting,
/// removing or moving elements keeps every other row's state.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public let data: Data
    /// Builds the view of one element.
    public let content: (Data.Element) -> Content
    /// The id of one element.
    public let idOf: (Data.Element) -> ID

    /// One view per element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    public typealias Body = Never

    /// The rows as (id, view) pairs, in order.
    public var rows: [(id: AnyHashable, view: any View)] {
        data.map { element in (AnyHashable(idOf(element)), content(element) as any View) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number of a constant range; each number is its row's id.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

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

extension ForEach {
    /// One view per element of a bound collection of `Identifiable` elements, each given a binding
    /// to its element: `ForEach($items) { $item in Toggle(item.name, isOn: $item.isDone) }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, Data == [Binding<C.Element>], ID == C.Element.ID {
        let collection = data.wrappedValue
        self.data = collection.indices.map { index in
            Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.content = content
        self.idOf = { $0.wrappedValue.id }
    }
}

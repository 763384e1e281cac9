import TermHostCore

extension ForEach {
    /// One view per element of a bound collection, each given a binding to its element:
    /// `ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }`.
    ///
    /// Each element's binding follows the element by its `id`, so a row built before an insertion,
    /// removal or move still reads and writes its own element (and, once the element is gone, reads
    /// the last value it saw and writes nowhere).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        let elements = data.wrappedValue
        let bindings = zip(elements.indices, elements).map { index, element in
            Binding<C.Element>(get: { Self.element(withID: element.id, near: index, in: data.wrappedValue) ?? element },
                               set: { newValue in
                                   var collection = data.wrappedValue
                                   guard let position = Self.index(ofID: element.id, near: index, in: collection) else { return }
                                   collection[position] = newValue
                                   data.wrappedValue = collection
                               })
        }
        self.data = bindings
        self.content = content
        self.idOf = { $0.wrappedValue.id }
    }

    private static func index<C: RandomAccessCollection>(ofID id: C.Element.ID, near guess: C.Index, in collection: C) -> C.Index?
    where C.Element: Identifiable {
        if collection.indices.contains(guess), collection[guess].id == id { return guess }
        return collection.firstIndex { $0.id == id }
    }

    private static func element<C: RandomAccessCollection>(withID id: C.Element.ID, near guess: C.Index, in collection: C) -> C.Element?
    where C.Element: Identifiable {
        index(ofID: id, near: guess, in: collection).map { collection[$0] }
    }
}

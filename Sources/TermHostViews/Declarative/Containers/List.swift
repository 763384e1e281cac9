import TermHostCore

/// Rows of content in a scrolling column that fills the space offered, as SwiftUI's `List`.
///
/// Each view of the content is a row; a `ForEach` makes one row per element and a ``Section`` groups
/// rows under a header and above a footer. Only the rows on screen are built, laid out and drawn, so
/// a list of 100,000 elements costs what its visible rows cost.
///
/// ```swift
/// List(selection: $selection) {
///     Section("Fruit") {
///         ForEach(fruits) { Text($0.name) }
///             .onDelete { fruits.remove(atOffsets: $0) }
///     }
/// }
/// ```
///
/// Keys: ↑/↓ move between rows (PageUp/PageDown, Home/End by pages and to the ends), Tab moves
/// through the controls inside rows. With a selection, Enter or Space selects the focused row (a
/// single selection also follows ↑/↓, as on macOS); a click selects too. Delete or Backspace deletes
/// the focused row of a `ForEach` with `.onDelete`; Alt-↑/Alt-↓ (or Shift-↑/Shift-↓) move it when
/// it has `.onMove`; ← opens the row's trailing swipe actions, → its leading ones.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    /// A look forced by the container (a `Form` is always grouped), over `.listStyle`.
    let forcedStyle: ListStyleKind?

    init(content: Content, selection: ListSelection?, forcedStyle: ListStyleKind? = nil) {
        self.content = content
        self.selection = selection
        self.forcedStyle = forcedStyle
    }

    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// A list of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    /// A list with one row per `Identifiable` element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// A list with one row per element, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// A list with one row per number of a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }
}

extension List {
    /// A list whose rows (tagged, or the elements of a `ForEach`) can be selected one at a time.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(single: selection))
    }

    /// A list whose rows can be selected together.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(multiple: selection))
    }

    /// A selectable list with one row per `Identifiable` element, selected by its id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(single: selection))
    }

    /// A multiple-selection list with one row per `Identifiable` element, selected by its id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(multiple: selection))
    }

    /// A selectable list with one row per element, identified (and selected) by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(single: selection))
    }

    /// A multiple-selection list with one row per element, identified (and selected) by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(multiple: selection))
    }
}

/// A list's selection binding, seen without its value type: which row values it takes, which are
/// selected, and how choosing a row changes it.
@MainActor
struct ListSelection {
    /// Whether several rows can be selected (a `Set` binding).
    let allowsMultiple: Bool
    /// Whether a row's value (its tag or `ForEach` id) is of the selection's type.
    let accepts: @MainActor (AnyHashable) -> Bool
    /// Whether a row's value is selected now (reads the binding).
    let isSelected: @MainActor (AnyHashable) -> Bool
    /// Selects the value (single) or adds or removes it (multiple).
    let choose: @MainActor (AnyHashable) -> Void
    /// Reads the binding, so that a change elsewhere redraws the list.
    let read: @MainActor () -> AnyHashable?

    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsMultiple = false
        accepts = { $0.base is Value }
        isSelected = { value in binding.wrappedValue.map { AnyHashable($0) == value } ?? false }
        choose = { value in if let typed = value.base as? Value { binding.wrappedValue = typed } }
        read = { binding.wrappedValue.map { AnyHashable($0) } }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        allowsMultiple = true
        accepts = { $0.base is Value }
        isSelected = { value in (value.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        choose = { value in
            guard let typed = value.base as? Value else { return }
            if binding.wrappedValue.contains(typed) {
                binding.wrappedValue.remove(typed)
            } else {
                binding.wrappedValue.insert(typed)
            }
        }
        read = { AnyHashable(binding.wrappedValue) }
    }
}

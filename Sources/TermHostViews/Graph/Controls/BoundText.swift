import TermHostCore

/// The text of an editor view, kept in its binding.
///
/// An edit goes into the binding's own storage in place when the binding reaches it (`$state`,
/// `$model.name` through `@Bindable`, a member of either): typing at the end of a long text copies
/// nothing. A binding made from closures (`Binding(get:set:)`) cannot be changed in place; its
/// edits collect in a pending copy that is written back once per frame (``flush()``), so a burst of
/// keys costs one write.
@MainActor
struct BoundText {
    /// Where the text lives.
    private(set) var binding = Binding.constant("")
    /// The binding's value as last read, or as it read back after a write (sharing its storage:
    /// comparing is free while nobody else changed it).
    private var known = ""
    /// The text written last. It differs from ``known`` when the binding's getter does not give back
    /// what was set (a formatted field's binding keeps its value until the text parses), and the
    /// field keeps showing what was typed, as SwiftUI's does, until the binding changes from outside.
    private var shown = ""
    /// Edits not yet written to a binding made from closures.
    private var pending: String?

    /// The text shown and edited.
    var text: String { pending ?? shown }

    /// Whether edits wait for ``flush()``.
    var hasPendingEdits: Bool { pending != nil }

    /// Follows a new binding (a new view value), writing what is pending to the old one first.
    mutating func rebind(_ newBinding: Binding<String>) {
        flush()
        binding = newBinding
    }

    /// Reads the binding; `true` when its value changed from outside since the last read or edit.
    mutating func read() -> Bool {
        let value = binding.wrappedValue
        if value == known { return false }
        known = value
        shown = value
        pending = nil
        return true
    }

    /// Changes the text: in place in the binding's storage when it can, otherwise in the pending
    /// copy. Returns `true` when the change waits for ``flush()``.
    mutating func edit(_ change: (inout String) -> Void) -> Bool {
        if binding.modifiesInPlace && pending == nil {
            known = ""
            shown = ""
            binding.modify(change)
            known = binding.wrappedValue
            shown = known
            return false
        }
        var text = pending ?? shown
        pending = nil
        change(&text)
        pending = text
        return true
    }

    /// Writes pending edits to the binding, unless its value was changed from outside meanwhile
    /// (then that value wins, as the next ``read()`` reports).
    mutating func flush() {
        guard let text = pending else { return }
        pending = nil
        guard binding.wrappedValue == known else { return }
        shown = text
        binding.wrappedValue = text
        known = binding.wrappedValue
    }
}

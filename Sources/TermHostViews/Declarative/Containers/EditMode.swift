import Observation
import TermHostCore

/// Whether the user is editing a list: in edit mode (`.active`) the rows of a `ForEach` with
/// `.onDelete` show `⊖` before them and those with `.onMove` show `≡` after them.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (treated as editing).
    case transient
    /// Editing.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The edit mode of the views below, as a binding: `@Environment(\.editMode) private var editMode`,
    /// then `editMode?.wrappedValue.isEditing`. Every view graph provides one at its root, so an
    /// ``EditButton`` and the lists beside it share it; `.environment(\.editMode, $mode)` gives a
    /// part of the tree its own.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that turns edit mode on ("Edit") and off ("Done") for the lists beside it.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an edit button.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}

/// The edit mode a view graph keeps at its root, observable so the views that read it follow it.
@MainActor
final class EditModeStorage: Observable {
    private let registrar = ObservationRegistrar()
    private var stored = EditMode.inactive

    var mode: EditMode {
        get {
            registrar.access(self, keyPath: \.mode)
            return stored
        }
        set {
            guard newValue != stored else { return }
            registrar.withMutation(of: self, keyPath: \.mode) { stored = newValue }
        }
    }

    /// A binding to the stored mode (one binding for the graph's lifetime).
    private(set) lazy var binding: Binding<EditMode> = Binding(get: { [weak self] in self?.mode ?? .inactive },
                                                               set: { [weak self] in self?.mode = $0 })
}

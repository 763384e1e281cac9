extension Picker {
    /// A picker with its label given first (the older form, deprecated in SwiftUI but common):
    /// `Picker(selection: $flavor, label: Text("Flavor")) { … }`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

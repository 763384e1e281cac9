import TermHostCore

extension View {
    /// Lets the view extend under the safe-area insets (deprecated: `ignoresSafeArea()`); every edge set
    /// does as `.all` does.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, IgnoresSafeAreaModifier> {
        ignoresSafeArea()
    }
}

import TermHostCore

extension ViewNode {
    /// A control's label as it shows here: nothing below `.labelsHidden()`.
    func shownLabel(_ label: any View) -> any View {
        environment.labelsHidden ? EmptyView() : label
    }
}

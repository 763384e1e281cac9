import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

extension View {
    /// A hosting controller showing this view, ready to push, present or add as a child.
    ///
    /// ```swift
    /// navigationController.pushViewController(Details(item).embeddedInHostingController(), animated: false)
    /// ```
    public func embeddedInHostingController() -> HostingController<Self> {
        HostingController(rootView: self)
    }
}

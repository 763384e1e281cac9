import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension Widget {
    /// The height the widget needs at `width`, asked as UITableView asks its self-sizing cells:
    /// `systemLayoutSizeFitting((width, 0))` with the width required and the height at the fitting level.
    func heightFitting(width: Int) -> Int {
        systemLayoutSizeFitting(Size(width: max(0, width), height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel).height
    }
}

import TermHostCore

extension NavigationBarWidget {
    /// The bar's background colour (`UINavigationBar.barTintColor`): the background of ``barStyle``, the whole row.
    public var barTintColor: Color? {
        get { barStyle.background }
        set { barStyle.background = newValue }
    }
}

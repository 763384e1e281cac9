import TermHostCore

extension Widget {
    /// The widget's `transform` (a `CGAffineTransform`, in the `TermHost` module where `CGFloat` is), kept for
    /// reading back: nothing here draws it. `nil`: the identity.
    @usableFromInline package var transformStorage: AnyHashable? {
        get { extras?.transform }
        set {
            guard newValue != transformStorage else { return }
            madeExtras.transform = newValue
        }
    }
}

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension Widget {
    /// The colour the widget's area is filled with before it draws (`UIView.backgroundColor`); `nil` or
    /// `.clear` (the default): none, the container shows through. `.systemBackground` fills with the
    /// terminal's own background, so what was drawn below is hidden. It is the background of
    /// ``backgroundStyle`` (which can also carry a text colour and attributes for the whole area).
    public var backgroundColor: Color? {
        get { backgroundStyle?.background }
        set {
            var style = backgroundStyle ?? Style()
            style.background = newValue
            backgroundStyle = style.background == nil && style.foreground == nil && style.attributes.isEmpty ? nil : style
        }
    }

    /// The tint of the widget (`UIView.tintColor`): its own if set, else its nearest superview's, else
    /// system blue. Setting `nil` goes back to inheriting. Controls draw their accents in it.
    public var tintColor: Color! {
        get { inheritedTintColor ?? .systemBlue }
        set {
            guard newValue != ownTintColor else { return }
            ownTintColor = newValue
            tintColorChanged()
        }
    }

    /// The nearest tint set on this widget or a superview, `nil` when none is.
    public var inheritedTintColor: Color? {
        var current: Widget? = self
        while let widget = current {
            if let tint = widget.ownTintColor { return tint }
            current = widget.superview
        }
        return nil
    }

    /// Tells this widget and the subviews that inherit its tint that it changed.
    func tintColorChanged() {
        tintColorDidChange()
        for child in subviews where child.ownTintColor == nil { child.tintColorChanged() }
    }
}

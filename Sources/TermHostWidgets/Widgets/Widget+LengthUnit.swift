import TermHostCore

extension Widget {
    /// What the lengths written for this widget and its subviews mean (rows and columns, or iOS points; see
    /// ``LengthUnit``), or `nil` (the default) to take the superview's, and at the top the application's
    /// ``Application/lengthUnit``. Lengths are converted when they are laid out, so the unit can be set before
    /// or after the lengths and before the widget joins its superview.
    public var lengthUnit: LengthUnit? {
        get { lengthUnitStorage }
        set {
            guard newValue != lengthUnitStorage else { return }
            lengthUnitStorage = newValue
            effectiveLengthUnitDidChange()
        }
    }

    /// The unit the widget's lengths are converted with: its own ``lengthUnit``, else the nearest superview's,
    /// else the application's ``Application/lengthUnit`` (``LengthUnit/cells`` outside an application).
    public var effectiveLengthUnit: LengthUnit {
        var widget = self
        while true {
            if let unit = widget.lengthUnitStorage { return unit }
            guard let superview = widget.superviewStorage else { return widget.application?.lengthUnit ?? .cells }
            widget = superview
        }
    }

    /// ``layoutMargins`` in cells, converted with ``effectiveLengthUnit``.
    var resolvedLayoutMargins: EdgeInsets {
        let margins = layoutMarginsStorage
        guard margins != .zero else { return margins }
        return effectiveLengthUnit.cells(margins)
    }

    /// The widget and its subviews that inherit its unit convert their lengths again.
    func effectiveLengthUnitDidChange() {
        lengthUnitDidChange()
        for subview in subviews where subview.lengthUnitStorage == nil { subview.effectiveLengthUnitDidChange() }
    }
}

extension Window: LengthUnitObserving {
    /// The widgets that inherit the application's unit convert their lengths again.
    package func applicationLengthUnitDidChange() {
        if lengthUnitStorage == nil { effectiveLengthUnitDidChange() }
    }
}

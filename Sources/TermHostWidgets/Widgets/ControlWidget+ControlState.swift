import TermHostCore

extension ControlWidget {
    /// The control's state as the shared looks of `TermHostCore/Controls` read it.
    var controlState: ControlState {
        ControlState(isEnabled: isEnabled, isFocused: isFocused, isHighlighted: isHighlighted, isSelected: isSelected)
    }
}

import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Optional hooks into a ``TextFieldWidget``'s editing: the `UITextFieldDelegate` of TermHost.
/// Every method has a default implementation, so conform with only the ones you need.
@MainActor
public protocol TextFieldWidgetDelegate: AnyObject {
    /// The field took focus.
    func textFieldDidBeginEditing(_ textField: TextFieldWidget)
    /// The field lost focus.
    func textFieldDidEndEditing(_ textField: TextFieldWidget)
    /// Whether to replace the characters in `range` (character offsets) with `string`. Default `true`.
    func textField(_ textField: TextFieldWidget, shouldChangeCharactersIn range: Range<Int>,
                   replacementString string: String) -> Bool
    /// The text changed by an edit.
    func textFieldDidChange(_ textField: TextFieldWidget)
    /// Enter was pressed; return `false` to keep ``TextFieldWidget/onSubmit`` from running. Default `true`.
    func textFieldShouldReturn(_ textField: TextFieldWidget) -> Bool
}

extension TextFieldWidgetDelegate {
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextFieldWidget) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextFieldWidget) {}
    /// Allows every change.
    public func textField(_ textField: TextFieldWidget, shouldChangeCharactersIn range: Range<Int>,
                          replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChange(_ textField: TextFieldWidget) {}
    /// Lets Enter submit.
    public func textFieldShouldReturn(_ textField: TextFieldWidget) -> Bool { true }
}

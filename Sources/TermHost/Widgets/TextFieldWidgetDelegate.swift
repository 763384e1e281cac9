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
    public func textFieldDidBeginEditing(_ textField: TextFieldWidget) {}
    public func textFieldDidEndEditing(_ textField: TextFieldWidget) {}
    public func textField(_ textField: TextFieldWidget, shouldChangeCharactersIn range: Range<Int>,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChange(_ textField: TextFieldWidget) {}
    public func textFieldShouldReturn(_ textField: TextFieldWidget) -> Bool { true }
}

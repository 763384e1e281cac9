import Foundation
import TermHostWidgets

// `attributedText` (Foundation's `NSAttributedString`) on the text widgets, as UIKit has it. What the
// attributes become: `NSAttributedString.termHostRuns()`.

extension LabelWidget {
    /// The text with attributes, as `UILabel.attributedText`: setting it sets ``text`` to its string and
    /// draws its `.font`, `.foregroundColor`, `.backgroundColor`, `.underlineStyle` and
    /// `.strikethroughStyle` over the label's own style (other attributes are ignored). Reading gives the
    /// string last set while ``text`` is still its string, else ``text`` as a plain attributed string
    /// (`nil` when ``text`` is `nil`). Setting ``text`` drops the attributes.
    @_alwaysEmitIntoClient
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            return NSAttributedString.readBack(attributedOriginal, showing: text)
        }
        set {
            setStyledText(newValue?.string, runs: newValue?.termHostRuns() ?? [], original: newValue?.copy() as AnyObject?)
        }
    }
}

extension TextFieldWidget {
    /// The text with attributes, as `UITextField.attributedText`: setting it sets ``text`` to its string
    /// (`nil` empties it). The field draws its text in its own style (the attributes are kept, not drawn).
    /// Reading gives the string last set while ``text`` is still its string, else ``text`` as a plain
    /// attributed string.
    @_alwaysEmitIntoClient
    public var attributedText: NSAttributedString? {
        get {
            NSAttributedString.readBack(attributedOriginal, showing: text ?? "")
        }
        set {
            text = newValue?.string
            attributedOriginal = newValue?.copy() as AnyObject?
        }
    }
}

extension TextViewWidget {
    /// The text with attributes, as `UITextView.attributedText`: setting it sets ``text`` to its string
    /// (`nil` empties it). The view draws its text in its own style (the attributes are kept, not drawn).
    /// Reading gives the string last set while ``text`` is still its string, else ``text`` as a plain
    /// attributed string.
    @_alwaysEmitIntoClient
    public var attributedText: NSAttributedString! {
        get {
            NSAttributedString.readBack(attributedOriginal, showing: text ?? "")
        }
        set {
            text = newValue?.string
            attributedOriginal = newValue?.copy() as AnyObject?
        }
    }
}

extension NSAttributedString {
    /// What `attributedText` reads: `original` (the string last set) while `text` is still its string, else
    /// `text` without attributes.
    @_alwaysEmitIntoClient @usableFromInline
    static func readBack(_ original: AnyObject?, showing text: String) -> NSAttributedString {
        if let original = original as? NSAttributedString, original.string == text { return original }
        return NSAttributedString(string: text)
    }
}

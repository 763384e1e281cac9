/// How a label breaks and cuts text that does not fit (`NSLineBreakMode`).
///
/// Multi-line labels wrap at words (`.byCharWrapping`: at any character) whatever the mode; the mode
/// decides how the last line that fits ends when text is left over: the truncating modes end it with
/// `…`, the others just stop. A one-line label cuts its text as the mode says.
public enum LineBreakMode: Sendable, Hashable {
    /// Wrap at words; a one-line label shows the words that fit.
    case byWordWrapping
    /// Wrap at characters; a one-line label shows the characters that fit.
    case byCharWrapping
    /// `Hello wo`
    case byClipping
    /// `…o world`
    case byTruncatingHead
    /// `Hello w…`
    case byTruncatingTail
    /// `Hel…orld`
    case byTruncatingMiddle
}

/// How an interpolated value of a ``Logger`` message is treated, in the shape of `os.OSLogPrivacy`.
///
/// Apple's unified log redacts private values when no debugger is attached. TermHost's log stays on the
/// machine (the console, the terminal after exit, the file named by `TERMHOST_LOG_FILE`), as Apple's
/// does under a debugger, so every value is shown; the options exist so that code written for `os.Logger`
/// compiles unchanged.
public struct OSLogPrivacy: Equatable, Sendable {
    private let kind: UInt8

    /// Shown as it is.
    public static let `public` = OSLogPrivacy(kind: 0)
    /// Private in Apple's log; shown here (see the type's discussion).
    public static let `private` = OSLogPrivacy(kind: 1)
    /// Private in Apple's log unless a value is known to be safe; shown here.
    public static let sensitive = OSLogPrivacy(kind: 2)
    /// The system decides in Apple's log; shown here.
    public static let auto = OSLogPrivacy(kind: 3)

    /// Private, with the value's hash instead of a placeholder in Apple's log; shown here.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }

    /// Private, with a mask in Apple's log; shown here.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

    /// How Apple's log masks a private value.
    public struct Mask: Equatable, Sendable {
        private let kind: UInt8
        /// A hash of the value.
        public static let hash = Mask(kind: 0)
        /// No mask.
        public static let none = Mask(kind: 1)
    }
}

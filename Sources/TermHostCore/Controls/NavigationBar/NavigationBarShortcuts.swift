/// The function keys that press a navigation bar's items, the one numbering of both halves
/// (`NavigationController`'s bar and a `NavigationStack`'s bars).
///
/// Items are numbered left to right across the bar from ``first``: the leading items, then the trailing
/// ones; a stack's bottom bar goes on from where its top bars stop. F1 is left alone (many terminals keep
/// it for their help) and items past ``last`` get no key (F10 and above are often the emulator's).
package enum NavigationBarShortcuts {
    /// The function key of the first item.
    package static let first = 2
    /// The last function key an item gets.
    package static let last = 9
    /// The columns the key's hint takes before an item: `F2` and a space.
    package static let hintWidth = 3

    /// The hint drawn before the item pressed by function key `key`.
    package static func label(_ key: Int) -> String { "F\(key)" }

    /// Whether function key `key` presses an item (it is within ``first`` ... ``last``).
    package static func isShortcut(_ key: Int) -> Bool { (first...last).contains(key) }
}

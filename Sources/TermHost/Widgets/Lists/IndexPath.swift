/// The place of a row in a ``ListWidget``: its section and its row within the section, as UIKit's
/// `IndexPath(row:section:)`.
///
/// On Apple platforms `IndexPath` is Foundation's; TermHost's library cannot import Foundation, so it
/// has its own with the members table code uses. A file that imports both `Foundation` and `TermHost`
/// sees two `IndexPath` types; say which one it means once, either per file with a scoped import
/// (`import struct TermHost.IndexPath`, which takes precedence over both whole-module imports) or
/// per module with `typealias IndexPath = TermHost.IndexPath`.
///
/// Index paths sort by section, then by row.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// The index path of `item` in `section` (the collection-view spelling; `item` is `row`).
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The row, under the name collection views use.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// `[section, row]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
}

import FoundationEssentials

/// UIKit's table and collection members of Foundation's `IndexPath`: the place of a row in a
/// ``ListWidget``, its section and its row within the section (`IndexPath(row:section:)`).
///
/// `IndexPath` is Foundation's own type, so code that imports Foundation beside TermHost sees one
/// `IndexPath`. As in UIKit, `row`, `item` and `section` read the path's last and first index and
/// expect a path of exactly two indexes. Index paths sort by section, then by row.
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of `item` in `section` (the collection-view spelling; `item` is `row`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section, from 0: the path's first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section, from 0: the path's last index.
    public var row: Int {
        get { self[count - 1] }
        set { self[count - 1] = newValue }
    }

    /// The row, under the name collection views use.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

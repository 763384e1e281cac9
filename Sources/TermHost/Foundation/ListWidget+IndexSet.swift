import Foundation
import TermHostWidgets

extension ListWidget {
    /// Sections the data source now has (indexes after the update).
    @_alwaysEmitIntoClient
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        insertSections(Array(sections), with: animation)
    }

    /// Sections the data source no longer has (indexes before the update).
    @_alwaysEmitIntoClient
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        deleteSections(Array(sections), with: animation)
    }

    /// Sections to ask for again: their titles, counts and every row.
    @_alwaysEmitIntoClient
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadSections(Array(sections), with: animation)
    }
}

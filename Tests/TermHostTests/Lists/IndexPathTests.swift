import Foundation
import Testing
import TermHost
// IndexPath and IndexSet are Foundation's own: a file importing Foundation beside TermHost sees one of each.

@Suite("Lists: Foundation's IndexPath and IndexSet")
struct IndexPathTests {
    @Test func anIndexPathHasARowAndASectionAndSortsBySectionFirst() {
        let paths = [IndexPath(row: 3, section: 1), IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1)]
        #expect(paths.sorted() == [IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 3, section: 1)])
        #expect(Set(paths + paths).count == 3)
        let item = IndexPath(item: 2, section: 4)
        #expect(item.row == 2 && item.item == 2 && item.section == 4)
        #expect("\(IndexPath(row: 1, section: 2))" == "[2, 1]", "printed as Foundation prints it")
    }

    @Test func anIndexSetTakesTheLiteralsAndInitializersTableCodeUses() {
        let sections: IndexSet = [2, 0, 2]
        #expect(Array(sections) == [0, 2])
        #expect(IndexSet(integer: 3).contains(3))
        #expect(Array(IndexSet(integersIn: 1..<4)) == [1, 2, 3])
        var set = IndexSet()
        set.insert(5)
        #expect(set.count == 1 && !set.isEmpty)
    }

    @Test func foundationsOwnTypesStayReachableByTheirModuleName() {
        let foundationPath = Foundation.IndexPath(indexes: [0, 1])
        #expect(foundationPath.count == 2)
        #expect(Foundation.IndexSet(integer: 1).count == 1)
    }
}

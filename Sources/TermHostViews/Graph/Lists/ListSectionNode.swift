import TermHostCore

/// A `Section` inside a list: transparent, with its header, content and footer as three children the
/// list reads (its rows are rows of the list).
@MainActor
final class ListSectionNode: ViewNode {
    static let headerKey = AnyHashable("header")
    static let contentKey = AnyHashable("content")
    static let footerKey = AnyHashable("footer")

    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        guard let section = view as? any SectionContent else { return }
        reconcile([(key: Self.headerKey, view: section.sectionHeader),
                   (key: Self.contentKey, view: section.sectionContent),
                   (key: Self.footerKey, view: section.sectionFooter)])
    }

    func child(_ key: AnyHashable) -> ViewNode? {
        children.first { $0.key == key }
    }
}

/// A `Section` seen without its generic types.
@MainActor
protocol SectionContent {
    var sectionHeader: any View { get }
    var sectionContent: any View { get }
    var sectionFooter: any View { get }
}

extension Section: SectionContent {
    var sectionHeader: any View { header }
    var sectionContent: any View { content }
    var sectionFooter: any View { footer }
}

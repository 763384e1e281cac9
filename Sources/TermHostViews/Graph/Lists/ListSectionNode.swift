import TermHostCore

/// A `Section` inside a list: transparent, with its header, content and footer as three children the
/// list reads (its rows are rows of the list).
@MainActor
final package class ListSectionNode: ViewNode {
    package static let headerKey = AnyHashable("header")
    package static let contentKey = AnyHashable("content")
    package static let footerKey = AnyHashable("footer")

    override package var isTransparent: Bool { true }

    override package func update(with view: any View) {
        guard let section = view as? any SectionContent else { return }
        reconcile([(key: Self.headerKey, view: section.sectionHeader),
                   (key: Self.contentKey, view: section.sectionContent),
                   (key: Self.footerKey, view: section.sectionFooter)])
    }

    package func child(_ key: AnyHashable) -> ViewNode? {
        children.first { $0.key == key }
    }
}

/// A `Section` seen without its generic types.
@MainActor
package protocol SectionContent {
    var sectionHeader: any View { get }
    var sectionContent: any View { get }
    var sectionFooter: any View { get }
}

extension Section: SectionContent {
    package var sectionHeader: any View { header }
    package var sectionContent: any View { content }
    package var sectionFooter: any View { footer }
}

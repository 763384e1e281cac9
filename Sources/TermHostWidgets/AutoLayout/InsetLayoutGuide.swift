import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A ``LayoutGuide`` held at an inset of its owning widget's four edges by four required constraints,
/// whose constants are edited in place when the insets change (the safe-area and margins guides).
@MainActor
final class InsetLayoutGuide {
    /// The guide constraints can refer to.
    let guide: LayoutGuide
    private let leading: Constraint
    private let trailing: Constraint
    private let top: Constraint
    private let bottom: Constraint

    /// Makes the guide and activates its constraints (they wait for an engine until the owner has one).
    init(name: String, owner: Widget, insets: EdgeInsets) {
        let guide = LayoutGuide(identifier: "\(type(of: owner)).\(name)", owningItem: owner)
        self.guide = guide
        leading = guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: Double(insets.leading))
        trailing = guide.trailingAnchor.constraint(equalTo: owner.trailingAnchor, constant: Double(-insets.trailing))
        top = guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: Double(insets.top))
        bottom = guide.bottomAnchor.constraint(equalTo: owner.bottomAnchor, constant: Double(-insets.bottom))
        guide.layoutAnchors.observer = owner
        for constraint in [leading, trailing, top, bottom] {
            constraint.identifier = name
            constraint.isGuideDefinition = true
        }
        Constraint.activate([leading, trailing, top, bottom])
    }

    /// Moves the guide's edges to `insets` (incremental constant edits).
    func setInsets(_ insets: EdgeInsets) {
        leading.constant = Double(insets.leading)
        trailing.constant = Double(-insets.trailing)
        top.constant = Double(insets.top)
        bottom.constant = Double(-insets.bottom)
    }
}

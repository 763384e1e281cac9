import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The heights a page sheet rests at (`UISheetPresentationController`):
///
/// ```swift
/// if let sheet = picker.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(picker, animated: true)
/// ```
///
/// A page sheet (`.automatic` or `.pageSheet`) is as tall as its selected detent and sits at the bottom
/// of the large sheet's area, as a `.sheet` does (one panel layout for both halves,
/// `PresentationPanelLayout`): `.large()` is the whole area (the window but 2 columns at each side and a
/// row at the top and bottom), `.medium()` its lower half (rounded up), a custom detent the rows its
/// resolver returns plus the border, at most the large height. With no ``selectedDetentIdentifier`` (or
/// one not among ``detents``) the sheet is at the smallest detent, as in UIKit. A terminal has no drag
/// gesture: the detent changes only when code sets ``selectedDetentIdentifier``. A form sheet stays
/// the centred panel of its `preferredContentSize` (the iPad's form), whatever the detents.
@MainActor
public final class SheetPresentationController: PresentationController {
    /// A height a sheet rests at (`UISheetPresentationController.Detent`).
    @MainActor
    public final class Detent {
        /// A detent's name (`UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            /// The name.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// An identifier named `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name (a custom detent made without one gets a name no other live detent has).
        public private(set) lazy var identifier: Identifier = named
            ?? Identifier("custom.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
        private let named: Identifier?
        private let resolver: @MainActor (any SheetPresentationControllerDetentResolutionContext) -> Double?

        private init(identifier: Identifier?,
                     resolver: @escaping @MainActor (any SheetPresentationControllerDetentResolutionContext) -> Double?) {
            named = identifier
            self.resolver = resolver
        }

        /// The full height of a sheet.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// Half the height of a large sheet (rounded up, border included), as SwiftUI's `.medium` detent.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                let large = Int(context.maximumDetentValue) + PresentationPanelLayout.border.vertical
                return Double(PresentationPanelLayout.mediumSheetHeight(large: large) - PresentationPanelLayout.border.vertical)
            }
        }

        /// A detent of the content rows `resolver` returns for a context (`nil`: the detent is inactive).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any SheetPresentationControllerDetentResolutionContext) -> Double?) -> Detent {
            Detent(identifier: identifier, resolver: resolver)
        }

        /// The detent's height in content rows (inside the sheet's border) in `context`; `nil` when it is
        /// inactive there.
        public func resolvedValue(in context: any SheetPresentationControllerDetentResolutionContext) -> Double? {
            resolver(context).map { min(context.maximumDetentValue, max(1, $0.rounded())) }
        }
    }

    /// The heights the sheet can rest at, smallest first. Default `[.large()]`; an empty array is read
    /// as that default, as UIKit needs at least one.
    public var detents: [Detent] = [.large()] {
        didSet { invalidateDetents() }
    }

    /// The detent the sheet rests at (`nil`: the smallest).
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if selectedDetentIdentifier != oldValue { invalidateDetents() } }
    }

    /// Kept for ported code: a terminal sheet draws no grabber.
    public var prefersGrabberVisible = false
    /// Kept for ported code: a sheet is always modal (nothing below it takes input).
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Kept for ported code (no scrolling expands a sheet).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Kept for ported code.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Kept for ported code.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Kept for ported code (cells have no corners).
    public var preferredCornerRadius: Double?

    /// Runs `changes` (detent changes made there take effect at once: there are no animations).
    public func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Asks the sheet to resolve its detents again (a custom resolver's answer changed).
    public func invalidateDetents() {
        presentedViewController?.presentationWidget?.setNeedsLayout()
    }

    /// The panel's height, border included, for a large sheet `largeHeight` rows tall.
    func panelHeight(largeHeight: Int) -> Int {
        let context = ResolutionContext(maximumDetentValue: Double(max(1, largeHeight - 2)))
        let resolved = (detents.isEmpty ? [.large()] : detents).compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, Int($0) + 2) }
        }
        let chosen = resolved.first { $0.0 == selectedDetentIdentifier } ?? resolved.min { $0.1 < $1.1 }
        return min(largeHeight, chosen?.1 ?? largeHeight)
    }

    private struct ResolutionContext: SheetPresentationControllerDetentResolutionContext {
        let maximumDetentValue: Double
    }
}

/// What a custom detent's resolver is given (`UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public protocol SheetPresentationControllerDetentResolutionContext {
    /// The content rows of a large sheet: the most a detent can be.
    var maximumDetentValue: Double { get }
}

extension WidgetController {
    /// The sheet presentation of this controller while ``modalPresentationStyle`` is a sheet
    /// (`.automatic`, `.pageSheet`, `.formSheet`); `nil` for the other styles. Made when first asked for.
    public var sheetPresentationController: SheetPresentationController? {
        ownPresentationController as? SheetPresentationController
    }
}

import TermHostCore

private struct LengthUnitKey: EnvironmentKey { package static let defaultValue = LengthUnit.cells }

extension EnvironmentValues {
    /// What the lengths written in the views below mean: ``LengthUnit/cells`` (the default) or
    /// ``LengthUnit/points`` for views ported from SwiftUI (`.padding(40)`, `.frame(height: 50)`), converted
    /// to cells when laid out. A hosted view starts with its host widget's ``LengthUnit``, a declarative root with
    /// the application's; `.environment(\.lengthUnit, .points)` sets it for a subtree.
    public var lengthUnit: LengthUnit {
        get { self[LengthUnitKey.self] }
        set { self[LengthUnitKey.self] = newValue }
    }
}

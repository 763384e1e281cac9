import TermHostCore

private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }

extension EnvironmentValues {
    /// The weight `.fontWeight(_:)` gives text below (`nil`: the font's own).
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
}

extension Text {
    /// Text in a weight: semibold and heavier draw bold, light and lighter dim, regular and medium
    /// plain (`nil` leaves the text as it is).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return styled {
            $0.attributes.subtract([.bold, .dim])
            $0.attributes.formUnion(weight.attributes)
        }
    }
}

extension View {
    /// Sets the weight of text below: semibold and heavier draw bold, light and lighter dim
    /// (`nil`: the font's own weight).
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        modifier(EnvironmentWriterModifier(transform: { $0.fontWeight = weight }, token: weight as Any))
    }
}

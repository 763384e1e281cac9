import TermHostCore

/// Colours along a line (`Gradient(colors: [.blue, .purple])`), for the gradient styles.
public struct Gradient: Hashable, Sendable {
    /// A colour at a place along the gradient (0 the start, 1 the end).
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where it is, from 0 to 1.
        public var location: Double
        /// A stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// A gradient through `colors`, evenly spaced.
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The one colour a cell shows for the gradient: the colour halfway along it, the two stops around
    /// the middle blended (a stop without components, such as the terminal's default colour, is taken
    /// as it is).
    var middleColor: Color {
        guard let first = stops.first else { return .clear }
        guard let after = stops.firstIndex(where: { $0.location >= 0.5 }), after > 0 else { return first.color }
        let lower = stops[after - 1], upper = stops[after]
        let span = upper.location - lower.location
        let fraction = span > 0 ? (0.5 - lower.location) / span : 0
        guard let a = lower.color.components, let b = upper.color.components else {
            return fraction < 0.5 ? lower.color : upper.color
        }
        func mix(_ x: Int, _ y: Int) -> UInt8 { UInt8(max(0, min(255, (Double(x) + (Double(y) - Double(x)) * fraction).rounded()))) }
        return .rgb(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }
}

extension Color {
    /// The colour's red, green and blue components (0–255), or `nil` for the default and clear colours.
    fileprivate var components: (red: Int, green: Int, blue: Int)? {
        switch self {
        case .default, .clear: return nil
        case .ansi(let index): return Color.paletteComponents(Int(index & 15))
        case .indexed(let index): return Color.paletteComponents(Int(index))
        case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
        }
    }
}

/// A gradient along a line (`LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`),
/// as a fill style or a view. A cell shows one colour, so a gradient fills with the colour halfway
/// along it (``Gradient``); the direction is accepted.
public struct LinearGradient: ShapeStyle, View, DescribedShapeStyle {
    /// The gradient's colours.
    public let gradient: Gradient

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }

    /// A gradient through `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated var descriptor: ShapeStyleDescriptor { .color(gradient.middleColor) }

    /// Fills the proposed space with the gradient's colour.
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient out from a centre (`RadialGradient(colors:center:startRadius:endRadius:)`), drawn as
/// ``LinearGradient`` is: with the colour halfway along it.
public struct RadialGradient: ShapeStyle, View, DescribedShapeStyle {
    /// The gradient's colours.
    public let gradient: Gradient

    /// A gradient from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
    }

    /// A gradient through `colors` from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops` from `startRadius` to `endRadius` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated var descriptor: ShapeStyleDescriptor { .color(gradient.middleColor) }

    /// Fills the proposed space with the gradient's colour.
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient around a centre (`AngularGradient(colors:center:)`), drawn as ``LinearGradient`` is.
public struct AngularGradient: ShapeStyle, View, DescribedShapeStyle {
    /// The gradient's colours.
    public let gradient: Gradient

    /// A gradient around `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    /// A gradient through `colors` around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    nonisolated var descriptor: ShapeStyleDescriptor { .color(gradient.middleColor) }

    /// Fills the proposed space with the gradient's colour.
    public var body: some View { Rectangle().fill(self) }
}

import TermHostCore

/// How a ``ProgressView`` looks: `.progressViewStyle(.linear)` or `.circular`.
///
/// The looks are shared with `ProgressBarWidget` and `ActivityIndicatorWidget` (`ProgressBarLook`,
/// `ActivityIndicatorLook`): `.linear` is a bar (`████░░░░`) filling the width offered, under the
/// label, its track dotted while the value is unknown; `.circular` is the activity indicator, one cell
/// turning `|`, `/`, `-`, `\` a frame per tenth of a second, with the label under it. A terminal cell
/// cannot draw a circular gauge, so a circular view shows the indicator whatever its value, as SwiftUI
/// does where no determinate circular style is available. `.automatic` is linear for a known value and
/// circular for an unknown one, as on iOS. The bar or indicator takes the environment's tint.
public protocol ProgressViewStyle {}

/// The default look: linear with a value, circular without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

/// The activity indicator.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// `.automatic`: a bar with a value, the activity indicator without.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// `.linear`: a bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// `.circular`: the activity indicator.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The progress view style below, as the environment carries it.
enum ProgressLook: Hashable, Sendable {
    case automatic, linear, circular

    init(_ style: any ProgressViewStyle) {
        switch style {
        case is LinearProgressViewStyle: self = .linear
        case is CircularProgressViewStyle: self = .circular
        default: self = .automatic
        }
    }
}

private struct ProgressLookKey: EnvironmentKey { static let defaultValue = ProgressLook.automatic }

extension EnvironmentValues {
    /// The look of the progress views below.
    var progressLook: ProgressLook {
        get { self[ProgressLookKey.self] }
        set { self[ProgressLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the progress views below (see ``ProgressViewStyle``).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        environment(\.progressLook, ProgressLook(style))
    }
}

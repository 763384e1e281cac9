/// How an activity indicator looks in both halves: one cell showing one frame of a turning line,
/// `|`, `/`, `-`, `\` in turn, a frame per tenth of a second. `ActivityIndicatorWidget`
/// (UIActivityIndicatorView) and SwiftUI's circular or indeterminate `ProgressView` adapt it, with an
/// ``ActivityAnimation`` each, so both turn alike.
///
/// Chosen where the platforms leave it open: ASCII frames, which every terminal draws; every size
/// (`UIActivityIndicatorView.Style`, `.controlSize`) is one cell. The frame is in the indicator's
/// colour (`UIActivityIndicatorView.color`, SwiftUI's `.tint`; the text colour when none).
package enum ActivityIndicatorLook {
    /// The frames shown in turn.
    package static let frames: [Character] = ["|", "/", "-", "\\"]
    /// The time between frames.
    package static let interval: Duration = .milliseconds(100)
    /// The indicator's size: one cell.
    package static let size = Size(width: 1, height: 1)

    /// Draws `frame` at `point` in `style`.
    package static func draw(_ frame: Character, in canvas: Canvas, at point: Point, style: Style) {
        canvas.put(frame, at: point, style: style)
    }
}

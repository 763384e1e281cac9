import Testing
import TermHost
@testable import TermHostCore
import TermHostTesting

/// The states a parity test draws a control in, on both halves.
enum ParityState: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// Enabled, not focused, not pressed.
    case normal
    /// The focused responder.
    case focused
    /// Disabled (`isEnabled = false`, `.disabled(true)`).
    case disabled
    /// A mouse button held down on it (which also focuses it).
    case pressed

    var testDescription: String { rawValue }
    var isDisabled: Bool { self == .disabled }
}

/// A widget and a view of the same control, each on a headless screen of the same size, put in the
/// same state and compared cell by cell.
@MainActor
struct ParityScreens {
    let widget: HeadlessApp
    let view: HeadlessApp

    /// `widget` at the top-left of a window (at `frame`, or its intrinsic size) and `view` at the
    /// top-left of a declarative root, on screens of `size`.
    init(widget control: Widget, frame: Rect? = nil, view: some View, size: Size) {
        let window = Window()
        control.frame = frame ?? Rect(origin: .zero, size: control.intrinsicContentSize)
        window.addSubview(control)
        widget = HeadlessApp(size: size) { _ in window }
        self.view = HeadlessApp(size: size) { _ in ViewRoot(rootView: view.topLeading()) }
    }

    /// Puts both screens' control in `state`; `point` is a cell of the control (where a press goes).
    func put(in state: ParityState, pressingAt point: Point = .zero) {
        for app in [widget, view] {
            let focus = app.application.focusEngine
            switch state {
            case .normal:
                focus.clearFocus()
            case .focused:
                if let first = focus.focusableResponders().first { focus.focus(first) }
            case .disabled:
                break
            case .pressed:
                app.application.handle(.mouse(MouseEvent(.press(.left), at: point)))
            }
            app.waitUntilIdle()
        }
    }

    /// Runs `body` on the widget's screen, then on the view's (the same key, the same click, the same clock).
    func both(_ body: (HeadlessApp) -> Void) {
        body(widget)
        body(view)
    }

    /// Expects both screens to show the same cells (characters, widths and styles) and the same cursor.
    func expectSameCells(_ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        let size = widget.terminal.size
        var differences: [String] = []
        for y in 0..<size.height {
            for x in 0..<size.width {
                let point = Point(x: x, y: y)
                let mine = widget.terminal.cell(at: point), theirs = view.terminal.cell(at: point)
                if mine != theirs {
                    differences.append("(\(x), \(y)): widget \"\(mine.character)\" \(mine.style), view \"\(theirs.character)\" \(theirs.style)")
                }
            }
        }
        #expect(differences.isEmpty,
                "\(comment): \(differences.count) cells differ, first \(differences.prefix(3))\nwidget:\n\(widget.screen)\nview:\n\(view.screen)",
                sourceLocation: sourceLocation)
        #expect(widget.terminal.cursor == view.terminal.cursor, "\(comment): the cursor", sourceLocation: sourceLocation)
    }
}

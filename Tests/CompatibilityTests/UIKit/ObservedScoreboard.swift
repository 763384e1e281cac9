// UIKit's automatic observation tracking (iOS 18 and later) as the documentation describes it: an
// `@Observable` model read in `updateProperties()`, `viewWillLayoutSubviews()`, `layoutSubviews()` and
// `draw(_:)` invalidates that pass when it changes, with no `withObservationTracking` written by hand. A
// SwiftUI view hosted on the same screen reads the same model. Ported by the renames only.
import Observation
import TermHost

@Observable
final class Scoreboard {
    var title = "Round 1"
    var score = 0
    var showsDetails = false
    var unrelated = 0
}

/// Draws the score in `draw(_:)`, reading the model there.
final class ScoreBadgeView: Widget {
    let board: Scoreboard
    private(set) var drawCount = 0

    init(board: Scoreboard) {
        self.board = board
        super.init(frame: .zero)
    }

    override func draw(in canvas: Canvas) {
        drawCount += 1
        canvas.drawText("Score \(board.score)", at: .zero)
    }
}

/// Lays out a details label shown only while the model says so, reading the model in `layoutSubviews()`.
final class DetailsPanel: Widget {
    let board: Scoreboard
    let details = LabelWidget("Details")
    private(set) var layoutCount = 0

    init(board: Scoreboard) {
        self.board = board
        super.init(frame: .zero)
        addSubview(details)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        details.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        details.isHidden = !board.showsDetails
    }
}

struct HostedScore: View {
    let board: Scoreboard

    var body: some View {
        Text("Hosted \(board.score)")
    }
}

final class ScoreboardController: WidgetController {
    let board = Scoreboard()
    let titleLabel = LabelWidget()
    lazy var badge = ScoreBadgeView(board: board)
    lazy var panel = DetailsPanel(board: board)
    lazy var hosting = HostingController(rootView: HostedScore(board: board))
    private(set) var propertyUpdates = 0
    private(set) var layoutPasses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        badge.frame = Rect(x: 0, y: 1, width: 20, height: 1)
        panel.frame = Rect(x: 0, y: 3, width: 20, height: 1)
        view.addSubview(titleLabel)
        view.addSubview(badge)
        view.addSubview(panel)
        addChild(hosting)
        hosting.view.frame = Rect(x: 0, y: 2, width: 20, height: 1)
        view.addSubview(hosting.view)
        hosting.didMove(toParent: self)
    }

    override func updateProperties() {
        super.updateProperties()
        propertyUpdates += 1
        titleLabel.text = board.title
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPasses += 1
        titleLabel.textColor = board.score > 10 ? .green : nil
    }
}

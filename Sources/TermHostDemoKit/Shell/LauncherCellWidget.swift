import TermHost

/// A launcher row: the number and name of a scenario on the first line, what it shows below.
@MainActor
final class LauncherCellWidget: ListCellWidget {
    /// The reuse identifier.
    static let identifier = "scenario"
    /// Rows are two lines high.
    static let height = 2

    private let nameLabel = LabelWidget("", style: DemoTheme.value)
    private let summaryLabel = LabelWidget("", style: DemoTheme.note)

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addSubview(nameLabel)
        addSubview(summaryLabel)
    }

    /// Shows `scenario` as number `number`.
    func configure(number: Int, scenario: DemoScenario) {
        nameLabel.text = "\(number)  \(scenario.name)"
        summaryLabel.text = scenario.summary
    }

    override func layoutSubviews() {
        nameLabel.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 2), height: 1)
        summaryLabel.frame = Rect(x: 4, y: 1, width: max(0, bounds.width - 5), height: 1)
    }

    override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: Self.height)
    }

    override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                          verticalFittingPriority: LayoutPriority) -> Size {
        Size(width: targetSize.width, height: Self.height)
    }
}

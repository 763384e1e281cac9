import TermHost

/// A list cell hosting a ``RowView``; reuse gives the host a new root view. (This is what
/// `HostingConfiguration` will do for any list cell.)
@MainActor
final class HostedRowCell: ListCellWidget {
    /// The reuse identifier.
    static let identifier = "hosted-row"
    private let host = HostWidget { RowView(row: 0) }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        host.contentAlignment = .topLeading
        addSubview(host)
    }

    /// Shows `row`.
    func configure(row: Int) {
        host.rootView = RowView(row: row)
    }

    override func layoutSubviews() {
        host.frame = bounds
    }

    override var intrinsicContentSize: Size {
        host.intrinsicContentSize
    }

    override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        let size = host.systemLayoutSizeFitting(targetSize)
        return Size(width: targetSize.width, height: max(1, size.height))
    }
}

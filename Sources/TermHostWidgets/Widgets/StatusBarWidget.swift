import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A one-row bar of key hints, such as `q Quit  Tab Next`, usually at the bottom of the screen.
@MainActor
open class StatusBarWidget: Widget {
    /// One hint: the key and what it does.
    public struct Item: Hashable, Sendable {
        /// The key, drawn in ``StatusBarWidget/keyStyle``.
        public var key: String
        /// What the key does.
        public var title: String

        /// Creates a hint.
        public init(key: String, title: String) {
            self.key = key
            self.title = title
        }
    }

    /// The hints, left to right.
    public var items: [Item] {
        didSet { if items != oldValue { setNeedsDisplay() } }
    }

    /// The style of the key names. Default bold.
    public var keyStyle: Style = .bold {
        didSet { if keyStyle != oldValue { setNeedsDisplay() } }
    }

    /// The style of the descriptions.
    public var titleStyle: Style = .plain {
        didSet { if titleStyle != oldValue { setNeedsDisplay() } }
    }

    /// Creates a bar from (key, title) pairs.
    public init(_ items: [(key: String, title: String)] = []) {
        self.items = items.map { Item(key: $0.key, title: $0.title) }
        super.init(frame: .zero)
    }

    open override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: 1)
    }

    open override func draw(in canvas: Canvas) {
        var x = 0
        for (index, item) in items.enumerated() {
            if index > 0 { x += 2 }
            guard x < bounds.width else { return }
            x += canvas.drawText(item.key, at: Point(x: x, y: 0), style: keyStyle)
            x += canvas.drawText(" " + item.title, at: Point(x: x, y: 0), style: titleStyle)
        }
    }
}

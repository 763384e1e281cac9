import TermHost

/// A ``ProgressBarWidget`` inside a component, showing its progress (in tenths).
struct ProgressBarRepresentable: WidgetRepresentable {
    /// Progress in tenths, from 0 to 10.
    let progress: Int

    func makeWidget(context: Context) -> ProgressBarWidget {
        let bar = ProgressBarWidget()
        bar.progressStyle = DemoTheme.success
        return bar
    }

    func updateWidget(_ widget: ProgressBarWidget, context: Context) {
        widget.progress = Float(progress) / 10
    }

    func sizeThatFits(_ proposal: ProposedViewSize, widget: ProgressBarWidget, context: Context) -> Size? {
        Size(width: min(proposal.width ?? 40, 40), height: 1)
    }
}

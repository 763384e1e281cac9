import TermHostCore

extension App {
    /// Runs the program on the terminal (what `@main` calls): shows the first ``WindowGroup`` of
    /// ``body`` full screen until Ctrl-C, then restores the terminal and exits. Synchronous, so that the
    /// main thread serves the program itself (`Application.launch(_:)`, the cheaper run loop).
    public static func main() {
        Application.launch { _ in ViewRoot(app: Self()) }
    }
}

extension ViewRoot {
    /// Shows `app`'s first window full screen (how `main()` and `HeadlessApp(app:)` run an ``App``).
    /// An app with no ``WindowGroup`` shows nothing.
    public convenience init(app: some App) {
        self.init(rootView: AnyView(erasing: app.body.firstWindowContent ?? EmptyView()))
    }
}

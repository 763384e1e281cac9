import TermHost

extension HeadlessApp {
    /// Runs `app` (an ``App``, as `@main` would) on an in-memory terminal of `size`: its first
    /// `WindowGroup` is shown full screen, and `@Environment(\.scenePhase)` follows
    /// `application.setApplicationState(_:)`.
    ///
    /// ```swift
    /// let app = HeadlessApp(app: OrdersApp(), size: Size(width: 60, height: 20))
    /// #expect(app.contains("Orders"))
    /// ```
    public convenience init(app: some App, size: Size = Size(width: 80, height: 24)) {
        self.init(size: size) { _ in ViewRoot(app: app) }
    }
}

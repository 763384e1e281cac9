import TermHost

extension HeadlessApp {
    /// Runs an ``ApplicationDelegate`` headless, exactly as its `@main` entry point runs it on a real
    /// terminal: the delegate is created and launched (`application(_:didFinishLaunchingWithOptions:)`
    /// sees `Screen.main.bounds` of `size`), the window it made key and visible is shown, and the first
    /// frame is rendered.
    ///
    /// ```swift
    /// let app = HeadlessApp(size: Size(width: 40, height: 10), delegate: AppDelegate.self)
    /// let delegate = app.application.delegate as? AppDelegate
    /// ```
    public convenience init<Delegate: ApplicationDelegate>(size: Size = Size(width: 80, height: 24), delegate: Delegate.Type) {
        self.init(size: size) { application in
            application.launch(Delegate.self)
            return application.rootContent ?? Window()
        }
    }
}

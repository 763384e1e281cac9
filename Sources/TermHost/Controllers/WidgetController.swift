/// Manages a widget hierarchy and takes part in controller containment: the `UIViewController` of TermHost.
///
/// The root widget is made on first access of ``view`` by ``loadView()`` (a plain `Widget` unless
/// overridden), then ``viewDidLoad()`` runs. The controller is the next responder of its root widget,
/// and its own next responder is the root widget's superview, as in UIKit.
@MainActor
open class WidgetController: Responder {
    private var strongView: Widget?
    private weak var weakView: Widget?
    private var isLoadingView = false

    /// A short title (shown by navigation bars).
    public var title: String?

    /// The parent controller in a containment hierarchy.
    public private(set) weak var parent: WidgetController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [WidgetController] = []

    /// Creates a controller; its view is loaded when first needed.
    public override init() {
        super.init()
    }

    // MARK: View

    /// The root widget, loaded on first access.
    public var view: Widget {
        if let existing = strongView ?? weakView { return existing }
        loadViewIfNeeded()
        return strongView ?? weakView ?? Widget()
    }

    /// Whether the root widget exists yet.
    public var isViewLoaded: Bool { (strongView ?? weakView) != nil }

    /// The root widget if loaded, without loading it.
    public var viewIfLoaded: Widget? { strongView ?? weakView }

    /// Loads the root widget now if it is not loaded.
    public func loadViewIfNeeded() {
        guard !isViewLoaded, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if !isViewLoaded { setView(Widget()) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Makes the root widget; override and call ``setView(_:)`` to use another widget. The default makes a plain `Widget`.
    open func loadView() {
        setView(Widget())
    }

    /// Installs `widget` as the root widget (from ``loadView()``).
    public func setView(_ widget: Widget) {
        strongView?.owningController = nil
        strongView = widget
        weakView = nil
        widget.owningController = self
    }

    /// Installs a root widget that owns this controller, held weakly so the two do not keep each other alive.
    func setViewOwnedByWidget(_ widget: Widget) {
        strongView = nil
        weakView = widget
        widget.owningController = self
    }

    /// Called once after the root widget was loaded.
    open func viewDidLoad() {}

    // MARK: Containment

    /// Adds `child` as a child controller; calls `child.willMove(toParent: self)` for you.
    /// Add the child's view to your hierarchy, then call `child.didMove(toParent: self)`.
    public func addChild(_ child: WidgetController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)` for you.
    /// Call `willMove(toParent: nil)` first and remove the view from its superview, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: WidgetController?) {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: WidgetController?) {}

    // MARK: Responder chain

    open override var nextResponder: Responder? {
        if let superview = viewIfLoaded?.superview { return superview }
        if let window = viewIfLoaded as? Window { return window.application }
        return parent
    }

    open override var focusChildren: [Responder] { [] }
}

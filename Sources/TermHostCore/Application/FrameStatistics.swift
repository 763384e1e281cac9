/// Counters of the work an application did, for tests and the benchmark.
///
/// Every counter only grows; read it before and after an action and subtract.
public struct FrameStatistics: Hashable, Sendable {
    /// Frames rendered.
    public var frames = 0
    /// Declarative `body` evaluations.
    public var bodyEvaluations = 0
    /// Widgets whose `layoutSubviews` ran.
    public var widgetsLaidOut = 0
    /// Declarative nodes whose layout was computed (not answered from cache), each counted once per
    /// frame: a node measured for several proposals in one frame (the host's ideal, maximum and
    /// height-for-width questions, then its placement) is one node laid out.
    public var nodesLaidOut = 0
    /// Declarative nodes placed in a frame other than the one they had.
    public var nodeFramesChanged = 0
    /// `draw(in:)` calls on widgets and view nodes.
    public var draws = 0
    /// Cells written into the screen buffer.
    public var cellsDrawn = 0
    /// Cells sent to the terminal.
    public var cellsPresented = 0
    /// Characters the text editors visited (walked over, measured, drew or copied) to handle keys
    /// and to draw: an edit costs what it touches, so this grows by a bounded amount per typed key
    /// whatever the length of the text.
    public var textCharactersVisited = 0
    /// Walks of the focus tree the focus engine made to find something to focus, with nothing focused,
    /// after something that may take focus was added, shown or enabled (``FocusEngine/setNeedsFocusUpdate()``).
    /// Content that cannot take focus (a text growing by a line) starts none.
    public var focusSearches = 0

    /// Creates zeroed statistics.
    public init() {}
}

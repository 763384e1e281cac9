import Testing
import TermHost
import TermHostTesting

private struct Growing: View {
    @State private var lines = 1
    var body: some View {
        VStack(alignment: .leading) {
            Button("Grow") { lines += 1 }
            ForEach(0..<lines) { Text("Row \($0)") }
        }
    }
}

/// Its ideal height is one more than the height it was last given: it can never fit.
/// Content whose size never settles: it wants to be two rows when it has one and one when it has two.
private struct NeverSettles: View {
    @State private var wanted = 1
    var body: some View {
        GeometryReader { proxy in
            Text("h=\(proxy.size.height)")
                .onChange(of: proxy.size.height, initial: true) { _, height in wanted = height == 1 ? 2 : 1 }
        }
        .frame(idealWidth: 10, idealHeight: wanted, maxHeight: wanted)
    }
}

@Suite("Hosting: sizing (H1, H6, H7, H8)")
@MainActor
struct HostSizingTests {
    private func stacked(_ host: Widget, width: Int = 30) -> (Window, StackWidget, LabelWidget) {
        let window = Window()
        let stack = StackWidget(axis: .vertical)
        stack.frame = Rect(x: 0, y: 0, width: width, height: 12)
        let below = LabelWidget("Below")
        stack.addArrangedSubview(host)
        stack.addArrangedSubview(below)
        window.addSubview(stack)
        return (window, stack, below)
    }

    @Test func builderHostShowsItsContent() {
        let window = Window()
        let host = HostWidget { Text("Hello") }
        host.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        window.addSubview(host)
        let app = run(window)
        #expect(app.line(0).hasPrefix("Hello"))
    }

    @Test func growingByOneLinePushesTheWidgetBelowInTheFirstFrame() {
        let host = HostWidget { Growing() }
        host.contentAlignment = .topLeading
        let (window, _, below) = stacked(host)
        let app = run(window)
        #expect(app.find("Below") == Point(x: 0, y: 2))
        let frames = app.terminal.presentCount
        app.press(.enter)
        #expect(app.terminal.presentCount == frames + 1, "exactly one frame")
        #expect(app.find("Row 1") == Point(x: 0, y: 2))
        #expect(app.find("Below") == Point(x: 0, y: 3), "the first frame after the change is already right")
        #expect(below.frame.minY == 3)
    }

    @Test func wrappingTextMakesTheHostTallerNotWider() {
        let host = HostWidget { Text("one two three four five six") }
        let (window, _, below) = stacked(host, width: 10)
        let app = run(window)
        #expect(host.frame.size == Size(width: 10, height: 3))
        #expect(app.line(0).hasPrefix("one two"))
        #expect(app.line(1).hasPrefix("three four"))
        #expect(app.line(2).hasPrefix("five six"))
        #expect(below.frame.minY == 3)
        #expect(host.systemLayoutSizeFitting(Size(width: 10, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel).height == 3)
        #expect(host.systemLayoutSizeFitting(Size(width: 10, height: 0)) == Size(width: 27, height: 1),
                "at the fitting level on both axes the content keeps its ideal size, as in UIKit")
        #expect(host.intrinsicContentSize == Size(width: 27, height: 1))
    }

    @Test func measuresIdealMinimumAndMaximum() {
        let host = HostWidget { Text("Title").frame(maxWidth: .infinity) }
        #expect(host.sizeThatFits(proposal: .unspecified) == Size(width: 5, height: 1))
        #expect(host.sizeThatFits(proposal: .zero).width == 0)
        #expect(host.sizeThatFits(proposal: .infinity).width == Int.infinity)
        #expect(host.intrinsicContentSize.width == Widget.noIntrinsicMetric, "stretchable axis")
        #expect(host.intrinsicContentSize.height == 1)
        #expect(host.sizeThatFits(Size(width: 12, height: Widget.unboundedLength)) == Size(width: 12, height: 1))
    }

    @Test func manualInvalidationWithoutSizingOptions() {
        let host = HostWidget { Growing() }
        host.sizingOptions = []
        host.contentAlignment = .topLeading
        let (window, _, below) = stacked(host)
        let app = run(window)
        #expect(below.frame.minY == 2, "the intrinsic size is the ideal size even without options")
        app.press(.enter)
        #expect(below.frame.minY == 2, "no automatic invalidation")
        host.invalidateIntrinsicContentSize()
        app.waitUntilIdle()
        #expect(below.frame.minY == 3)
        #expect(app.find("Row 1") == Point(x: 0, y: 2))
    }

    @Test func contentIsCentredByDefaultAndAlignedOnRequest() {
        let window = Window()
        let host = HostWidget { Text("Hi") }
        host.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        window.addSubview(host)
        let app = run(window)
        #expect(app.find("Hi") == Point(x: 9, y: 2))
        host.contentAlignment = .bottomTrailing
        app.waitUntilIdle()
        #expect(app.find("Hi") == Point(x: 18, y: 4))
    }

    @Test func sizeOscillationStopsWithOneDiagnostic() {
        let host = HostWidget { NeverSettles() }
        host.accessibilityLabel = "feedback"
        let (window, _, _) = stacked(host)
        let app = run(window)
        let oscillation = app.application.diagnostics.filter { $0.contains("HostWidget") }
        #expect(oscillation.count == 1)
        #expect(oscillation.first?.contains("feedback") == true)
        #expect(app.scheduler.runUntilIdle() == 0, "nothing left running")
        #expect(app.find("h=") != nil, "the content is drawn")
        let frames = app.statistics.frames
        app.resize(to: Size(width: 41, height: 12))
        #expect(app.statistics.frames - frames < 3)
        #expect(app.application.diagnostics.filter { $0.contains("HostWidget") }.count == 1, "reported once")
    }

    @Test func preferredContentSizeFollowsTheContent() {
        let controller = HostingController(rootView: Growing())
        controller.sizingOptions = [.preferredContentSize]
        let root = titled("Root")
        let app = run(window(root: root))
        root.present(controller)
        app.waitUntilIdle()
        #expect(controller.preferredContentSize == Size(width: 8, height: 2))
        app.press(.enter)
        #expect(controller.preferredContentSize == Size(width: 8, height: 3))
        #expect(app.find("Row 1") != nil)
    }
}

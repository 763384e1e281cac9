import Observation
import TermHost

@Observable
@MainActor
final class CounterModel {
    var count = 0
}

/// The hosted counter: one `Text` reading the model.
struct CounterView: View {
    let model: CounterModel

    var body: some View {
        Text("Count: \(model.count)").bold()
    }
}

@Observable
@MainActor
final class GrowModel {
    var lines = 1
}

/// A hosted component `lines` lines high. (Its lines do not say how many there are: then every line's
/// text would change with each growth and be measured again, which is not what a one-line growth measures.)
struct GrowingView: View {
    let model: GrowModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<model.lines) { line in
                Text("Grown line \(line + 1)")
            }
        }
    }
}

@MainActor
enum TreeScenarios {
    /// Adds `count` labels to `parent` in nested groups of at most 10, one row each, stacked from
    /// row 0 of `parent`; leaf number `hostIndex` is `host` instead of a label. Returns the widgets added.
    static func addTree(count: Int, to parent: Widget, firstLeaf: Int, hostIndex: Int, host: Widget) -> Int {
        if count <= 10 {
            for index in 0..<count {
                let leaf = firstLeaf + index
                let widget: Widget = leaf == hostIndex ? host : LabelWidget("Label \(leaf)")
                widget.frame = Rect(x: 0, y: index, width: 60, height: 1)
                parent.addSubview(widget)
            }
            return count
        }
        var chunk = 10
        while chunk * 10 < count { chunk *= 10 }
        var added = 0, start = 0
        while start < count {
            let size = min(chunk, count - start)
            let group = Widget(frame: Rect(x: 0, y: start, width: 60, height: size))
            parent.addSubview(group)
            added += 1 + addTree(count: size, to: group, firstLeaf: firstLeaf + start, hostIndex: hostIndex, host: host)
            start += size
        }
        return added
    }

    /// label-in-big-tree: N labels in nested groups of ten and one hosted counter (at row 5); the counter
    /// changes 3,000 times through its `@Observable` model (runs of about 60 ms: shorter ones moved too much
    /// with the shared machine to compare two sizes).
    static func counterInBigTree(_ harness: Harness, n: Int) -> Sample {
        let model = CounterModel()
        harness.retain(model)
        let host = HostWidget { CounterView(model: model) }
        host.contentAlignment = .topLeading
        let window = Window()
        let root = Widget(frame: Rect(x: 0, y: 0, width: 60, height: n))
        window.addSubview(root)
        let widgets = 2 + addTree(count: n, to: root, firstLeaf: 0, hostIndex: 5, host: host)
        harness.show(window)
        var sample = harness.measure("label-in-big-tree", n: n, updates: 3_000) { _ in
            model.count += 1
        }
        sample.extras.append(("widgets", Double(widgets)))
        harness.finish(&sample)
        return sample
    }

    /// host-resize: a hosted component that grows and shrinks by one line per change (1 to 5 lines),
    /// sixth in a vertical StackWidget with N sibling labels; 500 changes.
    static func hostResize(_ harness: Harness, n: Int) -> Sample {
        let model = GrowModel()
        harness.retain(model)
        let host = HostWidget { GrowingView(model: model) }
        host.contentAlignment = .topLeading
        let stack = StackWidget(axis: .vertical)
        stack.frame = Rect(origin: .zero, size: Harness.screenSize)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for index in 0..<n {
            if index == 5 { stack.addArrangedSubview(host) }
            stack.addArrangedSubview(LabelWidget("Sibling \(index)"))
        }
        if n <= 5 { stack.addArrangedSubview(host) }
        let window = Window()
        window.addSubview(stack)
        harness.show(window)
        var sample = harness.measure("host-resize", n: n, updates: 500) { index in
            // 1, 2, 3, 4, 5, 4, 3, 2, 1, 2, ...: one line more or less every time.
            let phase = (index + 1) % 8
            model.lines = phase <= 4 ? phase + 1 : 9 - phase
        }
        sample.extras.append(("siblings_on_screen_below", Double(max(0, min(n, Harness.screenSize.height) - 5))))
        harness.finish(&sample)
        return sample
    }
}

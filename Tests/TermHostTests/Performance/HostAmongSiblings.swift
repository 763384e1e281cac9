import TermHost
import TermHostTesting

/// The layout the host-resize checks share: a window with a vertical stack filling it, of `siblings`
/// labels made by `label`, with `host` sixth among them (its content at the top leading corner);
/// `made` is handed the stack.
@MainActor
func hostAmongSiblings<Content: View>(
    _ host: HostWidget<Content>, siblings: Int, size: Size,
    label: @escaping (String) -> LabelWidget = { LabelWidget($0) },
    made: @escaping (StackWidget) -> Void = { _ in }
) -> HeadlessApp {
    HeadlessApp(size: size) { _ in
        let window = Window()
        let stack = StackWidget(axis: .vertical)
        stack.frame = Rect(origin: .zero, size: size)
        host.contentAlignment = .topLeading
        for index in 0..<siblings {
            if index == 5 { stack.addArrangedSubview(host) }
            stack.addArrangedSubview(label("Sibling \(index)"))
        }
        window.addSubview(stack)
        made(stack)
        return window
    }
}

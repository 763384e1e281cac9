import TermHostCore

/// The node of `.onReceive`: holds the subscription to the publisher while mounted and runs the
/// latest action with each value.
@MainActor
final class ReceiveNode: TransparentModifierNode {
    private var action: (@MainActor (Any) -> Void)?
    private var subscription: AnyCancellable?
    /// The publisher subscribed to, when it is an object (a value publisher is subscribed to once).
    private var subscribedObject: ObjectIdentifier?

    override func apply(_ modifier: any ViewModifier) {
        guard let receive = modifier as? any ReceiveSubscribing else { return }
        action = receive.anyAction
        let object = receive.publisherObject
        if subscription == nil || (object != nil && object != subscribedObject) {
            subscription?.cancel()
            subscribedObject = object
            subscription = receive.subscribe { [weak self] value in self?.action?(value) }
        }
    }

    override func unmount() {
        subscription?.cancel()
        subscription = nil
        super.unmount()
    }
}

@MainActor
protocol ReceiveSubscribing {
    var anyAction: @MainActor (Any) -> Void { get }
    var publisherObject: ObjectIdentifier? { get }
    func subscribe(_ deliver: @escaping @MainActor (Any) -> Void) -> AnyCancellable
}

extension ReceiveModifier: ReceiveSubscribing, PrimitiveModifier {
    var anyAction: @MainActor (Any) -> Void {
        let action = self.action
        return { value in if let value = value as? P.Output { action(value) } }
    }

    var publisherObject: ObjectIdentifier? {
        type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
    }

    func subscribe(_ deliver: @escaping @MainActor (Any) -> Void) -> AnyCancellable {
        publisher.sink { deliver($0) }
    }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        ReceiveNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

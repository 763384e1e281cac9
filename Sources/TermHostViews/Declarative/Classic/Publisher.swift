import TermHostCore

/// The shape of Combine's `Publisher` that `.onReceive(_:perform:)` takes. Combine does not exist on
/// Linux: this is TermHost's own, as small as what views need — a publisher hands its values to a
/// `sink` on the main actor until the returned ``AnyCancellable`` is cancelled or released. `Timer.publish`
/// makes one (`import TermHost` brings it, with Foundation).
@MainActor
public protocol Publisher<Output> {
    /// The values the publisher sends.
    associatedtype Output
    /// The error it can end with (`Never` for the ones TermHost has).
    associatedtype Failure: Error = Never

    /// Calls `receiveValue` with each value, on the main actor, until the subscription is cancelled.
    func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable
}

/// Runs an action for each value a publisher sends while the view is in the tree (`.onReceive`).
public struct ReceiveModifier<P: Publisher>: ViewModifier {
    let publisher: P
    let action: @MainActor (P.Output) -> Void
    public typealias Body = Never
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is in the tree, on the main actor
    /// (`.onReceive(timer) { date in … }`). The view subscribes when it appears and cancels when it
    /// disappears; a new publisher object (a new timer) replaces the subscription.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> ModifiedContent<Self, ReceiveModifier<P>> {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

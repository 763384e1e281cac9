import TermHostCore

/// The classic model protocol: an object that announces changes through ``objectWillChange``.
///
/// Code from an iOS app ports unchanged: mark properties `@Published` and watch the object from a
/// view with `@ObservedObject`, `@StateObject` or `@EnvironmentObject`. A class with no `@Published`
/// property declares its own `let objectWillChange = ObservableObjectPublisher()` and calls `send()`.
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher shared by the object's `@Published` properties (found by reflection the first
    /// time, then remembered by each of them).
    public var objectWillChange: ObservableObjectPublisher {
        var storages: [PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let storage = child.value as? PublishedStorage { storages.append(storage) }
            }
            mirror = current.superclassMirror
        }
        let publisher = storages.lazy.compactMap { $0.publisherBox.publisher }.first ?? ObservableObjectPublisher()
        for storage in storages { storage.publisherBox.install(publisher) }
        return publisher
    }
}

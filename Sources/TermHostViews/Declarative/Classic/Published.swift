import TermHostCore
import Synchronization

/// A property of an ``ObservableObject`` class that announces each change through the object's
/// `objectWillChange` before the new value is stored.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    let publisherBox = PublisherBox()

    /// Creates the property with an initial value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Creates the property with an initial value.
    public init(initialValue: Value) {
        value = initialValue
    }

    /// The value. (Inside a class TermHost uses the enclosing-instance accessor below, which publishes.)
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// Reads and writes the value inside its ``ObservableObject``, sending `objectWillChange` before each write.
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            let box = object[keyPath: storageKeyPath].publisherBox
            let publisher = box.publisher ?? object.objectWillChange
            box.install(publisher)
            publisher.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// What lets `ObservableObject`'s default `objectWillChange` find the `@Published` properties.
protocol PublishedStorage {
    var publisherBox: PublisherBox { get }
}

extension Published: PublishedStorage {}

/// The object's publisher, remembered by one `@Published` property.
final class PublisherBox: Sendable {
    private let stored = Mutex<ObservableObjectPublisher?>(nil)

    var publisher: ObservableObjectPublisher? { stored.withLock { $0 } }

    func install(_ publisher: ObservableObjectPublisher) {
        stored.withLock { value in
            if value == nil { value = publisher }
        }
    }
}

import TermHostCore

extension NavigationPath {
    /// A path in a form that can be encoded and decoded, to save where the user was and restore it at
    /// the next launch: SwiftUI's `NavigationPath.CodableRepresentation`.
    ///
    /// ```swift
    /// if let codable = path.codable {
    ///     saved = try JSONEncoder().encode(codable)
    /// }
    /// // later
    /// path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved))
    /// ```
    ///
    /// It is encoded as a flat list, root side first, of each value's type name followed by the value.
    /// Decoding finds each type by that name in the running program; a name no type answers to (a type
    /// renamed or removed since the path was saved) is a `DecodingError.dataCorrupted` naming it.
    public struct CodableRepresentation: Codable, Equatable {
        /// The values, root side first; every one of them is `Codable`.
        var elements: [AnyHashable]

        /// Decodes a path encoded by ``encode(to:)``.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                guard let type = _typeByName(name) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription: "NavigationPath: no Decodable and Hashable type is named \(name) in this program")
                }
                elements.append(try Self.decode(type, from: &container))
            }
            self.elements = elements
        }

        /// Encodes the path: each value's type name, then the value, root side first.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable,
                      let name = _mangledTypeName(type(of: value)) else {
                    throw EncodingError.invalidValue(element.base, EncodingError.Context(
                        codingPath: container.codingPath,
                        debugDescription: "NavigationPath: \(type(of: element.base)) cannot be encoded"))
                }
                try container.encode(name)
                try container.encode(value)
            }
        }

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        private static func decode<Value: Decodable & Hashable>(
            _ type: Value.Type, from container: inout any UnkeyedDecodingContainer
        ) throws -> AnyHashable {
            AnyHashable(try container.decode(Value.self))
        }
    }

    /// The path in a form that can be encoded, or `nil` when one of its values is not `Codable`.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// The path a ``CodableRepresentation`` describes.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}

import TermHostCore

/// Whether two values of unknown type are known to be equal: `Equatable` values compare with `==`,
/// objects by identity; anything else is never known to be equal.
func valuesAreEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let equatable = lhs as? any Equatable {
        return equatable.isEqual(to: rhs)
    }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass {
        return (lhs as AnyObject) === (rhs as AnyObject)
    }
    return false
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

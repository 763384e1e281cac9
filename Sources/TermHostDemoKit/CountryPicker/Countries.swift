/// The countries the picker offers.
enum Countries {
    /// In the order shown.
    static let all = ["Brazil", "Canada", "France", "Japan", "Kenya", "Norway"]
}

extension StringProtocol {
    /// Whether `self` comes before `other` in byte order (their UTF-8), as C's `strcmp` and
    /// Lua's `<` on strings compare: the same order on every platform. Swift's `<` compares
    /// by Unicode canonical equivalence instead, and would place "e\u{301}" (e + a combining
    /// accent) with "é" where `ls`, busted and a JSON tool place it apart.
    public func precedesInByteOrder(_ other: some StringProtocol) -> Bool {
        utf8.lexicographicallyPrecedes(other.utf8)
    }
}

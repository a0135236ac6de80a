import Testing
@testable import TransitLua

/// A constructor's keys outside views.lua's fixed order are applied in the order of their
/// text, whether all are strings (table.sort's own order) or not (the tostring comparator):
/// the first of two failing keys is the one named.
@Suite struct ConstructorOrderTests {
    @Test(arguments: [
        ("local v = View{window = 1, superview = 2, subviews = 3}",
         "s.lua:1: cannot assign to 'subviews' of View (it is read-only)"),
        ("local v = View{window = 1, superview = 2, note = 3}",
         "s.lua:1: cannot assign to 'superview' of View (it is read-only)"),
        ("local v = View{window = 1, [true] = 2, subviews = 3}",
         "s.lua:1: cannot assign to 'subviews' of View (it is read-only)"),
        ("local v = View{[1] = 2, window = 1, [true] = 3}",
         "s.lua:1: cannot assign to 'window' of View (it is read-only)"),
    ] as [(String, String)])
    func leftoverKeysGoInTheOrderOfTheirText(source: String, expected: String) throws {
        let (s, _) = try stage()
        #expect(s.failure(source) == expected)
    }
}

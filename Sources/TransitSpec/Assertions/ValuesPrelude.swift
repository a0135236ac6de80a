import TransitLua

/// How assertions show and compare values, shared by `assert` and `expect` (it fills the
/// `shared` table the other spec preludes receive).
///
/// - `format(v)`: a deterministic text — table keys sorted (Lua 5.4 randomises `pairs`
///   order), numbers in their shortest exact form, functions as `<function>` (never an
///   address), records (`Rect`, `Point` … with their metatable) as `Rect(0, 0, 393, 852)`.
/// - `same(a, b)`: deep equality by raw fields, ignoring metatables, so a `Rect` equals a
///   plain table with the same fields (LUA_API.md: a plain table is accepted wherever a value
///   is); returns the path of the first difference.
/// - `close(actual, expected, tolerance)`: geometry-aware nearness — numbers, and records
///   field by field (points, sizes, rects, transforms, colours, insets), and tables of them by
///   the expected table's keys.
enum ValuesPrelude {
    /// In `Lua/spec_values.lua`, embedded at build time.
    static let file = EmbeddedLua.specValues
}

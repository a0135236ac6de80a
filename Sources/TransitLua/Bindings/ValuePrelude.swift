/// The Lua side of the value records: constructors, metatables, equality and the names
/// LUA_API.md gives them. Construction and field checks are here (they are table building);
/// arithmetic (`union`, `applying`, `inverted` …) is the core's, reached through `host`.
enum ValuePrelude {
    static let file = EmbeddedLua.values
}

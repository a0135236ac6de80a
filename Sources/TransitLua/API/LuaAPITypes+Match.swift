/// The types of matched-view transitions (Lua/match.lua, docs/matched.md).
extension LuaAPITypes {
    static let match: [String: Entry] = [
        "View.matchID": v("string?"),
        "Transition": v("table"),
        "Transition.match": f("options: table", "table"),
    ]
}

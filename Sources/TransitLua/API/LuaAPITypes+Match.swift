/// The types of the `Transition` table: matched-view transitions (Lua/match.lua,
/// docs/matched.md) and the zoom (ZoomBinding.swift, docs/zoom.md).
extension LuaAPITypes {
    static let match: [String: Entry] = [
        "View.matchID": v("string?"),
        "Transition": v("table"),
        "Transition.match": f("options: table", "table"),
        "Transition.zoom": f("options: table", "table"),      // ZoomBinding.swift, docs/zoom.md
    ]
}

import Lua

/// `Transition.match{…}` (docs/matched.md): matched-view transitions, in Lua because they
/// compose public API only (`snapshotView`, `convert`, `View.animate`). Runs after the
/// constructors' prelude, whose `View` it reads; it defines the global `Transition`.
enum MatchPrelude {
    static let file = EmbeddedLua.match

    static func run(on stage: Stage) throws(LuaError) {
        try stage.lua.load(prelude: file)
        try stage.lua.call(arguments: 0, results: 0)
    }
}

import Lua

/// A delegate written in Lua: the table a script set as a controller's `transitioningDelegate`
/// or a navigation controller's `delegate`, whose methods the core calls colon-style (through
/// `Stage.animator`, `Stage.callMethod`). Made for one transition, so Swift keeps no
/// reference to the table between transitions.
class ScriptedDelegate {
    unowned let stage: Stage
    let table: LuaRef
    /// Words "the transitioning delegate of <ViewController: detail>" for a message: only
    /// then (a controller's description, at each transition, cost more than the look-ups).
    private let describe: () -> String
    var subject: String { describe() }

    init(stage: Stage, table: LuaRef, subject: @escaping () -> String, scope: MisspellingScope) {
        self.stage = stage
        self.table = table
        describe = subject
        // read as a transition starts: the moment a misspelt method would be missed
        stage.warnMisspellings(of: { $0.push(table) }, scope)
    }
}

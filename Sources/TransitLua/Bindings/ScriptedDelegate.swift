import Lua

/// A delegate written in Lua: the table a script set as a controller's `transitioningDelegate`
/// or a navigation controller's `delegate`, whose methods the core calls colon-style (through
/// `Stage.animator`, `Stage.callMethod`). Made for one transition, so Swift keeps no
/// reference to the table between transitions.
class ScriptedDelegate {
    unowned let stage: Stage
    let table: LuaRef
    /// "the transitioning delegate of <ViewController: detail>", for messages.
    let subject: String

    init(stage: Stage, table: LuaRef, subject: String, scope: MisspellingScope) {
        self.stage = stage
        self.table = table
        self.subject = subject
        // read as a transition starts: the moment a misspelt method would be missed
        stage.warnMisspellings(of: { $0.push(table) }, scope)
    }
}

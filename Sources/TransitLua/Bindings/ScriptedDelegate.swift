import Lua
import TransitCore

/// A delegate written in Lua: what a script set as a controller's `transitioningDelegate` or a
/// navigation controller's `delegate` — a table, or an object with the methods among its
/// Lua-side fields (``Stage/delegate(_:of:_:)``) — whose methods the core calls colon-style
/// (through `Stage.animator`, `Stage.callMethod`). Made for one transition, so Swift keeps no
/// reference to it between transitions: a controller that is its own delegate is held by
/// nothing but its own Lua side, and is collected once it leaves the presentation chain.
class ScriptedDelegate {
    unowned let stage: Stage
    let object: LuaRef
    /// Words "the transitioning delegate of <ViewController: detail>" for a message: only
    /// then (a controller's description, at each transition, cost more than the look-ups).
    private let describe: () -> String
    var subject: String { describe() }

    init(stage: Stage, object: LuaRef, subject: @escaping () -> String, scope: MisspellingScope) {
        self.stage = stage
        self.object = object
        describe = subject
        // read as a transition starts: the moment a misspelt method would be missed
        stage.warnMisspellings(of: { $0.push(object) }, scope)
    }
}

extension Stage {
    /// The delegate in `object[name]` — a controller's `transitioningDelegate`, a navigation
    /// controller's, a presentation controller's or a gesture recognizer's `delegate` — read
    /// when the core asks: nil when unset; a table; or, as UIKit's delegate is any object
    /// conforming to the protocol, a Transit object whose Lua-side fields hold the methods (a
    /// controller that is its own transitioning delegate, a presentation controller that is
    /// its presented controller's). A Lua-side field, as UIKit's weak property: the script
    /// keeps its delegate, and a controller naming itself makes a cycle Lua's collector sees.
    ///
    /// - Throws: for any other value, "`subject` must be a table or an object, got `type`".
    func delegate(_ name: String, of push: (LuaCall) -> Void, _ subject: @autoclosure () -> String) throws -> LuaRef? {
        var value: LuaRef?
        var refused: String?                                       // the type, worded only then
        try lua.withField(name, of: push) { c in
            guard c.type(-1) != .nil else { return }
            if c.type(-1) == .table || c.isObject(-1) { value = c.reference(-1) } else { refused = c.typeName(-1) }
        }
        if let refused { throw CoreError(.invalidArgument, "\(subject()) must be a table or an object, got \(refused)") }
        return value
    }
}

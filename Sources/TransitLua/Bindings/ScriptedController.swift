import Lua
import TransitCore

/// A controller a script made — `ViewController{…}` or `NavigationController{…}`, as
/// `UINavigationController` is a `UIViewController`: the fields UIKit code overrides or sets on
/// any controller (`transitioningDelegate`, `preferredTransition`, the rotation overrides,
/// `prepareForSegue`) are read from its Lua-side fields the same way for both. Swift overrides
/// cannot live in an extension, so each class forwards to these.
protocol ScriptedController: ViewController {
    var stage: Stage { get }
}

extension ScriptedController {
    /// The table in the script's `transitioningDelegate` field, read when a transition asks
    /// (a Lua-side field, as UIKit's weak property: the script keeps its delegate).
    func scriptedTransitioningDelegate() throws -> (any TransitioningDelegate)? {
        let (type, table) = try stage.field("transitioningDelegate") { [self] c in stage.push(self, c) }
        guard let table else { return nil }
        guard type == "table" else {
            throw CoreError(.invalidArgument, "transitioningDelegate of \(self) must be a table, got \(type)")
        }
        return ScriptedTransitioningDelegate(stage: stage, table: table, of: self)
    }

    /// `prepareForSegue(self, segue, sender)`: the segue object is the one `perform` gets.
    func runPrepareForSegue(_ segue: StoryboardSegue, sender: Any?) throws {
        let object = try (segue as? ScriptedSegue)?.object()
        try stage.runOverride(self, "prepareForSegue") { c in
            if let object { c.push(object) } else { c.pushNil() }
            if let sender = sender as? LuaRef { c.push(sender) } else { c.pushNil() }
            return 2
        }
    }
}

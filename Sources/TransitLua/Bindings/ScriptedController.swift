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
    /// The table or object in the script's `transitioningDelegate` field, read when a
    /// transition asks (``Stage/delegate(_:of:_:)``: `vc.transitioningDelegate = vc` too).
    func scriptedTransitioningDelegate() throws -> (any TransitioningDelegate)? {
        guard let object = try stage.delegate("transitioningDelegate", of: { [self] c in stage.push(self, c) },
                                              "transitioningDelegate of \(self)") else { return nil }
        return ScriptedTransitioningDelegate(stage: stage, object: object, of: self)
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

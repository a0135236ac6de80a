import Lua
import TransitCore

/// `nav.interactivePopGestureRecognizer` (docs/navigation.md): the navigation controller's
/// edge swipe, a `PanGestureRecognizer` whose `isEnabled` turns it off and whose `delegate` —
/// a Lua-side field, a table or an object — may refuse it with
/// `gestureRecognizerShouldBegin(recognizer)`.
///
/// Lifetime: reading the property ties the recognizer's Lua side to the navigation
/// controller's (`controllerSupport.keep`, in a slot of its own), so the `delegate` field
/// lives as long as the controller's Lua side does.
enum InteractivePopBinding {
    static func define(_ def: inout LuaClassDefinition<ViewController>, _ stage: Stage) {
        def.property("interactivePopGestureRecognizer", get: { [unowned stage] c, vc in
            guard let nav = vc as? NavigationController else {
                throw CoreError(.invalidArgument, "interactivePopGestureRecognizer: \(vc) is not a NavigationController")
            }
            let recognizer = nav.interactivePopGestureRecognizer
            try stage.lua.callback(stage.controllerSupport.keep, arguments: { c in
                stage.push(nav, c)
                stage.push(recognizer, c)
                c.push("interactivePop")       // its own slot: a sheet's keep of the same controller stays
                return 3
            })
            stage.push(recognizer, c)
        })
    }
}

/// The delegate of a scripted navigation controller's edge swipe, and of every recognizer a
/// script makes (`PanGestureRecognizer(…)` …, `Stage.makeRecognizer`): each time the gesture
/// could begin it reads the recognizer's Lua-side `delegate` field and calls its
/// `gestureRecognizerShouldBegin(recognizer)`, colon-style — as UIKit asks a recognizer's
/// `delegate`. Holds nothing of Lua.
final class ScriptedGestureDelegate: GestureRecognizerDelegate {
    unowned let stage: Stage
    /// How errors name the recognizer: "interactivePopGestureRecognizer", "PanGestureRecognizer" …
    let name: String

    /// Worded only for an error (runCallback), not at each touch's question.
    private var subject: String { "the delegate of \(name)" }

    init(stage: Stage, name: String) {
        self.stage = stage
        self.name = name
    }

    /// The script's answer, a boolean; without a delegate or the method, true (UIKit's default).
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) throws -> Bool {
        guard let delegate = try stage.delegate("delegate", of: { [stage] c in stage.push(recognizer, c) }, subject) else {
            return true
        }
        return try stage.askMethod("gestureRecognizerShouldBegin", of: delegate, subject) { [stage] c in
            stage.push(recognizer, c)
            return 1
        }
    }
}

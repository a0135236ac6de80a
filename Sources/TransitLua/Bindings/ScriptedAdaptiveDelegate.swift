import Lua
import TransitCore

/// What a sheet's and a popover's scripted delegates share: the delegate is the Lua-side
/// `delegate` field of the presentation controller's object (a table or an object,
/// ``Stage/delegate(_:of:_:)``; as UIKit's weak delegate, the script keeps it), read at each
/// call, and its method of UIKit's name is called colon-style with that object. A conformer
/// holds nothing of Lua, so no cycle: its controller weakly, the stage unowned. The four
/// methods UIKit's adaptive delegate gives both are answered here, once; a conformer adds its
/// own kind's.
protocol ScriptedAdaptiveDelegate: AdaptivePresentationDelegate {
    var stage: Stage { get }
    /// "the delegate of <ViewController: card>'s sheet", for messages.
    var subject: String { get }
    /// Which method names a misspelling is measured against.
    var misspellingScope: MisspellingScope { get }
    /// Pushes the presentation controller's Lua object; nil when it is gone.
    var pushController: ((LuaCall) -> Void)? { get }
}

extension ScriptedAdaptiveDelegate {
    /// The delegate (its misspellings warned) and what pushes the controller; nil when either
    /// is gone.
    private func delegateAndController() throws -> (delegate: LuaRef, push: (LuaCall) -> Void)? {
        guard let push = pushController else { return nil }
        guard let delegate = try stage.delegate("delegate", of: push, subject) else { return nil }
        stage.warnMisspellings(of: { $0.push(delegate) }, misspellingScope)
        return (delegate, push)
    }

    /// Calls the delegate's method `name` with the controller; false when there is no
    /// delegate or no such method.
    @discardableResult
    func callDelegate(_ name: String) throws -> Bool {
        guard let (delegate, push) = try delegateAndController() else { return false }
        return try stage.callMethod(name, of: delegate, subject, arguments: { c in push(c); return 1 })
    }

    /// The script's answer to `name`, a boolean; without the delegate or the method, true
    /// (UIKit's default).
    func askDelegate(_ name: String) throws -> Bool {
        guard let (delegate, push) = try delegateAndController() else { return true }
        return try stage.askMethod(name, of: delegate, subject) { c in push(c); return 1 }
    }

    func presentationControllerShouldDismiss(_ controller: PresentationController) throws -> Bool {
        try askDelegate("presentationControllerShouldDismiss")
    }
    func presentationControllerWillDismiss(_ controller: PresentationController) throws {
        try callDelegate("presentationControllerWillDismiss")
    }
    func presentationControllerDidDismiss(_ controller: PresentationController) throws {
        try callDelegate("presentationControllerDidDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) throws {
        try callDelegate("presentationControllerDidAttemptToDismiss")
    }
}

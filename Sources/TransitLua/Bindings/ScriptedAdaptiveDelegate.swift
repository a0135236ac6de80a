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
    /// Calls the delegate's method `name` with the controller; false when there is no
    /// delegate or no such method. `read` sees its result.
    @discardableResult
    func callDelegate(_ name: String, read: (LuaCall) -> Void = { _ in }) throws -> Bool {
        guard let push = pushController else { return false }
        guard let delegate = try stage.delegate("delegate", of: push, subject) else { return false }
        stage.warnMisspellings(of: { $0.push(delegate) }, misspellingScope)
        return try stage.callMethod(name, of: delegate, subject, arguments: { c in
            push(c)
            return 1
        }, read: read)
    }

    /// The script's answer to `name`, a boolean; without the method, true (UIKit's default).
    func askDelegate(_ name: String) throws -> Bool {
        var answer: Bool?
        var got = "nil"
        guard try callDelegate(name, read: { c in
            got = c.typeName(-1)
            if c.type(-1) == .boolean { answer = try? c.boolean(-1) }
        }) else { return true }
        guard let answer else { throw CoreError(.invalidArgument, "\(name) of \(subject) must return a boolean, got \(got)") }
        return answer
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

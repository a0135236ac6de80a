import Lua
import TransitCore

/// The core's delegate of a popover the script can reach: each call reads the popover's
/// Lua-side `delegate` field (a table) and calls the method of UIKit's name on it,
/// colon-style, with the popover — as ``ScriptedSheetDelegate`` does for a sheet.
final class ScriptedPopoverDelegate: PopoverPresentationDelegate {
    unowned let stage: Stage
    weak var popover: PopoverPresentationController?

    init(stage: Stage, popover: PopoverPresentationController) {
        self.stage = stage
        self.popover = popover
    }

    func popoverPresentationControllerShouldDismissPopover(_ controller: PopoverPresentationController) throws -> Bool {
        try ask("popoverPresentationControllerShouldDismissPopover")
    }
    func presentationControllerShouldDismiss(_ controller: PresentationController) throws -> Bool {
        try ask("presentationControllerShouldDismiss")
    }
    func presentationControllerWillDismiss(_ controller: PresentationController) throws {
        try call("presentationControllerWillDismiss")
    }
    func presentationControllerDidDismiss(_ controller: PresentationController) throws {
        try call("presentationControllerDidDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) throws {
        try call("presentationControllerDidAttemptToDismiss")
    }

    /// The script's answer, a boolean; without the method, true (UIKit's default).
    private func ask(_ name: String) throws -> Bool {
        var answer: Bool?
        var got = "nil"
        guard try call(name, read: { c in
            got = c.typeName(-1)
            if c.type(-1) == .boolean { answer = try? c.boolean(-1) }
        }) else { return true }
        guard let answer else { throw CoreError(.invalidArgument, "\(name) of \(subject) must return a boolean, got \(got)") }
        return answer
    }

    /// "the delegate of <ViewController: menu>'s popover", for messages.
    private var subject: String { "the delegate of \(popover.map { "\($0.presentedViewController)" } ?? "a")'s popover" }

    /// Calls the delegate's method `name` with the popover; false when there is no delegate or
    /// no such method. `read` sees its result.
    @discardableResult
    private func call(_ name: String, read: (LuaCall) -> Void = { _ in }) throws -> Bool {
        guard let popover else { return false }
        let (type, table) = try stage.field("delegate") { [stage] c in stage.push(popover: popover, c) }
        guard let table else { return false }
        guard type == "table" else { throw CoreError(.invalidArgument, "\(subject) must be a table, got \(type)") }
        stage.warnMisspellings(of: { $0.push(table) }, .popoverDelegate)
        return try stage.callMethod(name, of: table, subject, arguments: { [stage] c in
            stage.push(popover: popover, c)
            return 1
        }, read: read)
    }
}

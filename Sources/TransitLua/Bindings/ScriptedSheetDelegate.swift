import Lua
import TransitCore

/// The core's delegate of a sheet the script can reach: each call reads the sheet's Lua-side
/// `delegate` field (a table, as UIKit's weak delegate: the script keeps it) and calls the
/// method of UIKit's name on it, colon-style, with the sheet. Holds nothing of Lua, so no
/// cycle: the sheet weakly, the stage unowned.
final class ScriptedSheetDelegate: AdaptivePresentationDelegate {
    unowned let stage: Stage
    weak var sheet: SheetPresentationController?

    init(stage: Stage, sheet: SheetPresentationController) {
        self.stage = stage
        self.sheet = sheet
    }

    /// The script's answer, a boolean; without the method, true (UIKit's default).
    func presentationControllerShouldDismiss(_ controller: PresentationController) throws -> Bool {
        var answer: Bool?
        var got = "nil"
        guard try call("presentationControllerShouldDismiss", read: { c in
            got = c.typeName(-1)
            if c.type(-1) == .boolean { answer = try? c.boolean(-1) }
        }) else { return true }
        guard let answer else {
            throw CoreError(.invalidArgument, "presentationControllerShouldDismiss of \(subject) must return a boolean, got \(got)")
        }
        return answer
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
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) throws {
        try call("sheetPresentationControllerDidChangeSelectedDetentIdentifier")
    }

    /// "the delegate of <ViewController: card>'s sheet", for messages.
    private var subject: String { "the delegate of \(sheet.map { "\($0.presentedViewController)" } ?? "a")'s sheet" }

    /// Calls the delegate's method `name` with the sheet; false when there is no delegate or
    /// no such method. `read` sees its result.
    @discardableResult
    private func call(_ name: String, read: (LuaCall) -> Void = { _ in }) throws -> Bool {
        guard let sheet else { return false }
        let (type, table) = try stage.field("delegate") { [stage] c in stage.push(sheet: sheet, c) }
        guard let table else { return false }
        guard type == "table" else {
            throw CoreError(.invalidArgument, "\(subject) must be a table, got \(type)")
        }
        stage.warnMisspellings(of: { $0.push(table) }, .sheetDelegate)
        return try stage.callMethod(name, of: table, subject, arguments: { [stage] c in
            stage.push(sheet: sheet, c)
            return 1
        }, read: read)
    }
}

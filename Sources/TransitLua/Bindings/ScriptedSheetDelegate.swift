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

    private func call(_ name: String) throws {
        guard let sheet else { return }
        let subject = "the delegate of \(sheet.presentedViewController)'s sheet"
        let (type, table) = try stage.field("delegate") { [stage] c in stage.push(sheet: sheet, c) }
        guard let table else { return }
        guard type == "table" else {
            throw CoreError(.invalidArgument, "\(subject) must be a table, got \(type)")
        }
        stage.warnMisspellings(of: { $0.push(table) }, .sheetDelegate)
        _ = try stage.callMethod(name, of: table, subject, arguments: { [stage] c in
            stage.push(sheet: sheet, c)
            return 1
        })
    }
}

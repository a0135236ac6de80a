import Lua
import TransitCore

/// The core's delegate of a sheet the script can reach (``ScriptedAdaptiveDelegate``).
final class ScriptedSheetDelegate: AdaptivePresentationDelegate, ScriptedAdaptiveDelegate {
    unowned let stage: Stage
    weak var sheet: SheetPresentationController?

    init(stage: Stage, sheet: SheetPresentationController) {
        self.stage = stage
        self.sheet = sheet
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) throws {
        try callDelegate("sheetPresentationControllerDidChangeSelectedDetentIdentifier")
    }

    var subject: String { "the delegate of \(sheet.map { "\($0.presentedViewController)" } ?? "a")'s sheet" }
    var misspellingScope: MisspellingScope { .sheetDelegate }
    var pushController: ((LuaCall) -> Void)? {
        guard let sheet else { return nil }
        return { [stage] c in stage.push(sheet: sheet, c) }
    }
}

/// The types of the sheets' Lua surface (SheetBinding.swift, docs/sheets.md).
extension LuaAPITypes {
    static let sheets: [String: Entry] = [
        "ViewController.sheetPresentationController": v("SheetPresentationController?"),
        "ViewController.isModalInPresentation": v("boolean"),
        "ViewController.definesPresentationContext": v("boolean"),
        "SheetPresentationController.detents": v("(string|table)[]"),
        "SheetPresentationController.selectedDetentIdentifier": v("string?"),
        "SheetPresentationController.largestUndimmedDetentIdentifier": v("string?"),
        "SheetPresentationController.prefersGrabberVisible": v("boolean"),
        "SheetPresentationController.preferredCornerRadius": v("number?"),
        "SheetPresentationController.prefersEdgeAttachedInCompactHeight": v("boolean"),
        "SheetPresentationController:animateChanges": f("changes: fun()"),
        "SheetPresentationController:invalidateDetents": f(""),
        "Detent.custom": f("options: table", "table"),   // {identifier = string, resolver = fun(ctx): number?}
    ]
}

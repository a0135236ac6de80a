/// The types of the popover's Lua surface (PopoverBinding.swift, docs/popover.md).
extension LuaAPITypes {
    static let popover: [String: Entry] = [
        "ViewController.popoverPresentationController": v("PopoverPresentationController?"),
        "ViewController.preferredContentSize": v("Size"),
        "PopoverPresentationController.sourceView": v("View?"),
        "PopoverPresentationController.sourceRect": v("Rect"),
        "PopoverPresentationController.permittedArrowDirections": v("string|string[]"),
        "PopoverPresentationController.arrowDirection": v("string"),
        "PopoverPresentationController.passthroughViews": v("View[]"),
    ]
}

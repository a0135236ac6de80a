import Lua
import TransitCore

/// The core's delegate of a popover the script can reach (``ScriptedAdaptiveDelegate``).
final class ScriptedPopoverDelegate: PopoverPresentationDelegate, ScriptedAdaptiveDelegate {
    unowned let stage: Stage
    weak var popover: PopoverPresentationController?

    init(stage: Stage, popover: PopoverPresentationController) {
        self.stage = stage
        self.popover = popover
    }

    func popoverPresentationControllerShouldDismissPopover(_ controller: PopoverPresentationController) throws -> Bool {
        try askDelegate("popoverPresentationControllerShouldDismissPopover")
    }

    var subject: String { "the delegate of \(popover.map { "\($0.presentedViewController)" } ?? "a")'s popover" }
    var misspellingScope: MisspellingScope { .popoverDelegate }
    var pushController: ((LuaCall) -> Void)? {
        guard let popover else { return nil }
        return { [stage] c in stage.push(popover: popover, c) }
    }
}

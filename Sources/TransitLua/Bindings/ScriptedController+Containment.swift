import Lua
import TransitCore

/// A script's containment overrides (ContainmentBinding.swift): `willMove(self, parent)` and
/// `didMove(self, parent)` are functions — every controller has them, doing nothing, so that
/// a container's `child:willMove(nil)` works without one, as UIKit's base methods do —
/// and `shouldAutomaticallyForwardAppearanceMethods` is a boolean or a function of `self`
/// returning one, as `shouldAutorotate`.
extension ScriptedController {
    func runMove(_ name: String, _ parent: ViewController?) throws {
        try stage.runOverride(self, name) { [stage] c in
            stage.push(parent, c)
            return 1
        }
    }

    func scriptedShouldForwardAppearance() throws -> Bool? {
        try stage.overrideValue(self, "shouldAutomaticallyForwardAppearanceMethods") { [self] c throws in
            guard c.type(-1) == .boolean else {
                throw CoreError(.invalidArgument,
                                "shouldAutomaticallyForwardAppearanceMethods of \(self) must be a boolean (got \(c.typeName(-1)))")
            }
            return c.truthy(-1)
        }
    }
}

import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A custom sheet detent's resolver lives on the sheet's Lua side (SheetKeys), not in the
/// registry: the sheet's userdata and its controller's keep each other, and the controller
/// is anchored while presented, so a resolver that captures the presented controller still
/// runs after the script dropped its references and a full collection ran, and the
/// controller, its sheet and what the resolver captures are collected once it is dismissed
/// (docs/bridge.md, "Who keeps a script's Lua values"). Each count is a chunk of its own: the
/// reference a callback held is given back at the next call into Lua (LuaRef).
@Suite struct SheetDetentLifetimeTests {
    @Test func aResolverThatCapturesItsControllerRunsWhilePresentedAndIsCollectedAfter() throws {
        let (s, out) = try stage()
        try s.run("""
            weak = setmetatable({}, {__mode = "k"})
            function count() collectgarbage(); collectgarbage(); local n = 0; for _ in pairs(weak) do n = n + 1 end; return n end
            window.rootViewController = ViewController{name = "root"}
            ;(function()
              local card = ViewController{name = "card", modalPresentationStyle = "pageSheet"}
              local tracked = {}
              card.sheetPresentationController.detents = {Detent.custom{identifier = "third", resolver = function(ctx)
                print("resolved", card.name, tracked ~= nil)
                return math.floor(ctx.maximumDetentValue / 3)
              end}}
              weak[card] = "card"; weak[card.sheetPresentationController] = "sheet"; weak[tracked] = "tracked"
              window.rootViewController:present(card, false); clock.runUntilIdle()
            end)()
            print("kept while presented", count())
            """, chunkName: "@present.lua")
        try s.run("""
            local card = window.rootViewController.presentedViewController
            card.sheetPresentationController:invalidateDetents(); clock.runUntilIdle()
            print("height", card.view.frame.height)
            card:dismiss(false); clock.runUntilIdle(); card = nil
            local o = ViewController{}
            window.rootViewController:present(o, false); clock.runUntilIdle()
            o:dismiss(false); clock.runUntilIdle()
            """, chunkName: "@dismiss.lua")
        try s.run("""
            local n, left = count(), {}
            for _, name in pairs(weak) do left[#left + 1] = name end
            print("left after dismissal", n, table.concat(left, " "))
            """, chunkName: "@count.lua")
        let resolved = "resolved\tcard\ttrue"
        // the engine resolves the detent three times while presenting and twice after
        // `invalidateDetents`; the sheet is a third of the maximum height, rounded down
        #expect(out.lines == [resolved, resolved, resolved, "kept while presented\t3", resolved, resolved,
                              "height\t283.0", "left after dismissal\t0\t"])
    }
}

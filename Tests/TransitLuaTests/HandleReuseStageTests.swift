import Testing
@testable import TransitCore
@testable import TransitLua

/// An ended block's state is reused for the next block only when nothing holds it
/// (AnimationSystem+SpareStates.swift). From a script: a handle whose box Lua collected
/// before its block ended gives its state to the next block, and the script sees that block
/// alone through the new box — its own number, running, none of the old box's fields — while
/// a handle the script still holds keeps reading its own ended block.
@Suite struct HandleReuseStageTests {
    @Test func aCollectedHandlesStateIsTheNextBlocksAlone() throws {
        let (s, out) = try stage()
        try s.run("""
            v, w = View{}, View{}               -- globals: the second chunk reads them
            window:addSubview(v); window:addSubview(w)
            View.animate(1, function() w.alpha = 0 end)        -- #1: its state ends held by the clock
            held = View.animate(1, function() w.center = Point(5, 5) end)
            local h = View.animate(1, function() v.alpha = 0 end)
            h.note = "the old block's"
            local weak = setmetatable({h}, {__mode = "v"})
            h = nil
            collectgarbage(); collectgarbage()
            print(weak[1] == nil)
            clock.advance(1)
            """, chunkName: "@r.lua")
        #expect(s.engine.animations.spareStates.count == 1)   // #3's: nothing held it
        try s.run("""
            local n = View.animate(1, function() v.alpha = 1 end)
            print(tostring(n), n.id, n.isFinished, n.note)
            print(tostring(held), held.id, held.isFinished)
            """, chunkName: "@r2.lua")
        #expect(s.engine.animations.spareStates.isEmpty)      // taken by #4
        #expect(out.lines == ["true",
                              "AnimationHandle #4 (running)\t4\tfalse\tnil",
                              "AnimationHandle #2 (finished=true)\t2\ttrue"])
    }
}

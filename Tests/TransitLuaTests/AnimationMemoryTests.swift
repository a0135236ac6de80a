import Lua
import Testing
@testable import TransitCore
@testable import TransitLua

/// One animation block may animate any number of views and properties: charged once a block
/// (1,400 B), a block whose body made views and set six properties on each reached 911 MB
/// under the default 256 MiB (an outside review). Its tracks, the views it animates, the
/// rows of their layer or tail values, and the changes its body records before it returns
/// are charged too.
@Suite struct AnimationMemoryTests {
    @Test func tracksViewsAndOpenChangesAreCharged() throws {
        let (s, _) = try stage()
        try s.run("views = {} for i = 1, 10 do views[i] = View{} end", chunkName: "@a.lua")
        let before = s.lua.hostMemory()
        var open = 0
        s.lua.register("probe") { _ in open = s.lua.hostMemory(); return 0 }
        try s.run("""
            View.animate(1, function()
              for i = 1, 10 do local v = views[i]; v.alpha = 0.5; v.cornerRadius = 4; v.center = Point(i, i) end
              probe()
            end)
            """, chunkName: "@a.lua")
        let after = s.lua.hostMemory()
        // 30 changes recorded while the body ran, each at least a record's stride
        #expect(open - before >= 30 * MemoryLayout<ChangeRecord>.stride)
        #expect(s.engine.animations.runningTrackCount == 30 && s.engine.animations.animatingViewCount == 10)
        // the block, its 30 tracks, its 10 views and their 10 tail rows
        let tailRow = 2 * MemoryLayout<CoreTail>.stride
        #expect(s.engine.animations.animationRowBytes == 10 * tailRow)
        // (besides what else the block holds: its handle's box, its timeline events)
        #expect(after - before >= Stage.bytesPerAnimation + 30 * Stage.bytesPerTrack + 10 * Stage.bytesPerAnimatedView
                    + 10 * tailRow)
        try s.engine.clock.runUntilIdle()
        #expect(s.engine.animations.runningTrackCount == 0 && s.engine.animations.animatingViewCount == 0)
        #expect(s.engine.animations.animationRowBytes == 0 && s.engine.animations.openChangeCount == 0)
        #expect(s.lua.hostMemory() < after - 30 * Stage.bytesPerTrack)
    }

    @Test func oneBlockAnimatingEndlessViewsMeetsTheMemoryLimit() throws {
        var options = ScriptRuntime.Options()
        options.limits.memory = 16 << 20
        options.limits.hostObjects = 0
        let (s, _) = try stage(options)
        let error = #expect(throws: LuaError.self) {
            try s.run("""
                View.animate(10, function()
                  while true do
                    local v = View{}
                    window:addSubview(v)
                    v.center = Point(1, 1); v.bounds = Rect(0, 0, 2, 2); v.alpha = 0.5; v.cornerRadius = 3
                  end
                end)
                """, chunkName: "@m.lua")
        }
        #expect(error?.kind == .memory)
        #expect(error?.message.hasPrefix("m.lua:") == true && error?.message.contains("not enough memory") == true)
        // Stopped once the views and the changes recorded on them filled the limit: with the
        // changes uncharged it ran on to three times as many views.
        let made = s.engine.contentMeter.views
        let each = Stage.bytesPerView + Stage.bytesPerObject + 4 * AnimationSystem.bytesPerOpenChange
        #expect(made > 1000 && made * each <= 16 << 20)
    }
}

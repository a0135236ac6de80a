import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A property animator's blocks and completions are host memory the script makes: an
/// animator that never starts could hold millions (3,000,000 `addAnimations` reached 542 MB
/// under `--memory 32`), so they are charged as they are added and let go.
@Suite struct AnimatorMemoryTests {
    @Test func blocksAndCompletionsAreChargedUntilTheAnimatorLetsThemGo() throws {
        let (s, box) = try stage()
        let meter = s.engine.contentMeter
        try s.run("""
            v = View{}; window:addSubview(v)
            a = PropertyAnimator{duration = 1}
            f = function() v.alpha = 0.5 end
            g = function() print("done") end
            """, chunkName: "@a.lua")
        let before = s.lua.hostMemory()
        try s.run("for i = 1, 1000 do a:addAnimations(f) end\nfor i = 1, 500 do a:addCompletion(g) end", chunkName: "@a.lua")
        #expect(s.lua.hostMemory() - before == 1000 * Stage.bytesPerAnimatorBlock + 500 * Stage.bytesPerAnimatorCompletion)
        // finished: the animator holds none
        try s.run("a:startAnimation()\nclock.advance(2)", chunkName: "@a.lua")
        #expect(box.lines.count == 500)
        #expect(meter.animatorBlocks == 0 && meter.animatorCompletions == 0)
        // one dropped before it ever starts counts its own out as it goes
        try s.run("local b = PropertyAnimator{duration = 1}\nfor i = 1, 10 do b:addAnimations(f); b:addCompletion(g) end",
                  chunkName: "@b.lua")
        #expect(meter.animatorBlocks == 10 && meter.animatorCompletions == 10)
        s.lua.collectGarbage()
        #expect(meter.animatorBlocks == 0 && meter.animatorCompletions == 0)
    }

    @Test(arguments: ["addAnimations", "addCompletion"])
    func endlessAddsMeetTheMemoryLimit(method: String) throws {
        var options = ScriptRuntime.Options()
        options.limits.memory = 32 << 20
        let (s, box) = try stage(options)
        let error = #expect(throws: LuaError.self) {
            try s.run("""
                local v = View{}; window:addSubview(v)
                local a = PropertyAnimator{duration = 1}
                local f = function() v.alpha = 0.5 end
                for i = 1, 3e6 do a:\(method)(f); n = i end
                """, chunkName: "@h.lua")
        }
        #expect(error?.kind == .memory)
        #expect(error?.message == "h.lua:4: not enough memory (script memory limit 32 MiB)")
        // charged at 360 B or more each: stopped before 32 MiB of them (Lua's own part, 16 B
        // each measured, let it go on past 1,000,000)
        s.lua.collectGarbage()                     // the animator the failed chunk dropped
        try s.run("print(n < 32 * 1024 * 1024 / 360)", chunkName: "@n.lua")
        #expect(box.lines == ["true"])
    }
}

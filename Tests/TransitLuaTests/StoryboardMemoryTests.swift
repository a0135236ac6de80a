import Lua
import Testing
@testable import TransitCore
@testable import TransitLua

/// Scenes and segues a script registers are host memory: 200,000 segues reached 108 MB of RSS
/// under `--memory 16` (an outside review), their names alone charged. Each entry is now
/// charged its own weight besides its texts.
@Suite struct StoryboardMemoryTests {
    @Test func eachSceneAndSegueIsChargedItsWeightAndItsTexts() throws {
        let (s, _) = try stage()
        let before = s.lua.hostMemory()
        try s.run("storyboard.scene('abc', function() return ViewController{} end)", chunkName: "@s.lua")
        #expect(s.lua.hostMemory() - before == Storyboard.bytesPerScene + 3)
        let middle = s.lua.hostMemory()
        try s.run("storyboard.segue{from = 'a', to = 'bc', identifier = 'def'}", chunkName: "@s.lua")
        #expect(s.lua.hostMemory() - middle == Storyboard.bytesPerSegue + 1 + 2 + 3)
    }

    @Test(arguments: ["storyboard.segue{from = 'a', to = 'b', identifier = 's' .. i}",
                      "storyboard.scene('x' .. i, f)"])
    func endlessRegistrationsMeetTheMemoryLimit(register: String) throws {
        var options = ScriptRuntime.Options()
        options.limits.memory = 16 << 20
        let (s, _) = try stage(options)
        let error = #expect(throws: LuaError.self) {
            try s.run("""
                local f = function() return ViewController{} end
                for i = 1, 200000 do \(register); n = i end
                """, chunkName: "@h.lua")
        }
        #expect(error?.kind == .memory)
        #expect(error?.message == "h.lua:2: not enough memory (script memory limit 16 MiB)")
        // charged at 400 B or more each: stopped before 16 MiB of them (200,000 ran to the
        // end, 108 MB of RSS, with their names alone charged)
        #expect(s.lua.hostMemory() >= 12 << 20)
    }
}

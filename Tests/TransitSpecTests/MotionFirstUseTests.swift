import Foundation
import Lua
import Testing
import TransitLua
@testable import TransitSpec

/// The motion prelude (spec_motion.lua) runs on a spec's first use of `motion` or of a
/// matcher `expect` does not know (spec_expect.lua); what the spec sees does not depend on it.
@Suite struct MotionFirstUseTests {
    /// Until the first use the prelude has not run (`shared.motion`, which it sets, is nil);
    /// the first call of `motion` runs it.
    @Test func theMotionPreludeRunsOnTheFirstCall() throws {
        let stage = try Stage()
        let env = try SpecEnvironment(stage: stage, file: "m_spec.lua", snapshots: SnapshotStore(spec: "m_spec.lua", mode: .ci))
        let lua = env.stage.lua
        lua.push(try lua.stockDebugLibrary())
        try lua.setGlobal("probeDebug")
        let answers = try lua.run("""
            local function shared()                     -- an upvalue of the global `motion`
              for i = 1, 50 do
                local name, value = probeDebug.getupvalue(motion, i)
                if name == nil then return nil end
                if name == "shared" then return value end
              end
            end
            local before = type(shared().motion)
            local ok, message = pcall(motion, 5)
            return before, type(shared().motion), ok, message
            """, chunkName: "=(probe)")
        #expect(answers == [.string("nil"), .string("function"), .boolean(false),
                            .string("(probe):9: bad argument #1 to 'motion' (table expected, got number)")])
    }

    /// The prelude takes the standard functions as they were at start: a spec that replaced
    /// `type` and `math.max` before its first motion gets the same errors as before, at its line.
    @Test func aFirstUseAfterTheSpecReplacedGlobalsChecksAsBefore() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let top = "local realType = type\ntype = function() return \"table\" end\nmath.max = nil\n"
        let motionFirst = try runSpec(top + """
            describe("m", function()
              it("first", function() motion(5) end)
            end)
            """, in: dir)
        let failure = try #require(motionFirst.failure("m first"))
        #expect(failure.location.hasSuffix("/t_spec.lua:5"))
        #expect(failure.message == "bad argument #1 to 'motion' (table expected, got number)")
        let matcherFirst = try runSpec(top + """
            describe("m", function()
              it("first", function() type = realType; expect(1):toBeMonotonic("v", "minX") end)
              it("unknown", function() expect(1):toBeBogus() end)
            end)
            """, in: dir)
        #expect(matcherFirst.failure("m first")?.message == "toBeMonotonic expects a motion record (expect(motion{…})), got number")
        #expect(matcherFirst.failure("m first")?.location.hasSuffix("/t_spec.lua:5") == true)
        #expect(matcherFirst.failure("m unknown")?.message == "unknown matcher 'toBeBogus'")
    }
}

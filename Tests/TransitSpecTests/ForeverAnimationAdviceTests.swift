import Testing
@testable import TransitSpec

/// A test left with a block that repeats forever is told so, and told what ends it: the
/// advice for a finite block (`clock.runUntilIdle()`, `at(1)`) fails on this one ("would
/// never return"), and its first run's end is no end at all (rev26 F17).
@Suite struct ForeverAnimationAdviceTests {
    @Test func aBlockRepeatingForeverIsNamedWithAdviceThatEndsIt() throws {
        let r = try runSpec("""
            local function pulse()
              local v = View{name = "pulse"}; window:addSubview(v)
              View.animate{duration = 1, options = "repeat", animations = function() v.alpha = 0 end}
              return v
            end
            it("left running", function() pulse() end)
            it("left running after a finite block", function()
              local v = View{name = "fade"}; window:addSubview(v)
              View.animate(2, function() v.alpha = 0 end)
              pulse()
            end)
            it("stopped as advised", function()
              local v = pulse()
              clock.advance(0.5)
              v:removeAllAnimations()
            end)
            it("replaced as advised", function()
              local v = pulse()
              View.animate(0.25, function() v.alpha = 1 end)
            end)
            """)
        #expect(r.outcomes == ["errored left running", "errored left running after a finite block",
                               "passed stopped as advised", "passed replaced as advised"])
        let left = try #require(r.failure("left running"))
        #expect(left.message == "the test ended with a transition still running at 0.000000 s: animation #1"
                + " [pulse.alpha] repeats forever; stop it before the test ends (its view's removeAllAnimations(),"
                + " or animate the property again without repeating): clock.runUntilIdle() would never return,"
                + " clock.advance plays part of it")
        #expect(left.location.hasSuffix("t_spec.lua:3"))
        // the end of the test plays the finite block out; the one that cannot end is left
        let second = try #require(r.failure("left running after a finite block"))
        #expect(second.message.hasPrefix("the test ended with a transition still running at 2.000000 s: animation #2"
                                         + " [pulse.alpha] repeats forever; stop it"))
    }
}

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

    /// A test left with a paused animator's block is told it is the animator's, paused, and
    /// what ends it: the clock moves no paused animator, so "ends at 1.000000 s" read as a time
    /// already past (after `clock.advance(10)`) and `clock.runUntilIdle()` changed nothing (rev27).
    @Test func aPausedAnimatorsBlockIsNamedWithAdviceThatEndsIt() throws {
        let r = try runSpec("""
            local function paused()
              local v = View{name = "card"}; window:addSubview(v)
              local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
              a:startAnimation(); clock.advance(0.1); a:pauseAnimation()
              return a
            end
            it("left paused", function() paused(); clock.advance(10) end)
            it("left paused, the clock run", function() paused(); clock.runUntilIdle() end)
            it("started again as advised", function() paused():startAnimation() end)
            it("stopped as advised", function() paused():stopAnimation(true) end)
            """)
        // the two left paused are released with their tests' engines: UIKit raises at that,
        // which the file reports as its own warning (outside the tests)
        #expect(r.outcomes == ["errored left paused", "errored left paused, the clock run",
                               "passed started again as advised", "passed stopped as advised", "errored (outside tests)"])
        let left = try #require(r.failure("left paused"))
        #expect(left.message.hasPrefix("the test ended with a transition still running at 10.100000 s: animation #1"
                                       + " [card.alpha] is PropertyAnimator #1's, paused (made at "))
        #expect(left.message.hasSuffix("t_spec.lua:3); finish it before the test ends (startAnimation(), or"
                                       + " stopAnimation(true)): no clock call moves a paused animator"))
        #expect(left.location.hasSuffix("t_spec.lua:3"))
        let run = try #require(r.failure("left paused, the clock run"))
        // each test its own engine; runUntilIdle returned at once, the animator still paused
        #expect(run.message.hasPrefix("the test ended with a transition still running at 0.100000 s: animation #1"
                                      + " [card.alpha] is PropertyAnimator #1's, paused"), "\(run.message)")
    }
}

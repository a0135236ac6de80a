import Testing
@testable import TransitSpec

/// A test left with a paused or stopped `PropertyAnimator`'s block is told it is that
/// animator's and what ends it — the clock moves neither, so "ends at 1.000000 s" read as a
/// time already past (after `clock.advance(10)`) and `clock.runUntilIdle()` changed nothing
/// (rev27). Its release with the test's engine is part of that failure, not one more error of
/// the file's; it is the file's warning only when the test did not fail.
@Suite struct IdleAnimatorAdviceTests {
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
        // which their failures have said already — no error of the file's follows
        #expect(r.outcomes == ["errored left paused", "errored left paused, the clock run",
                               "passed started again as advised", "passed stopped as advised"])
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

    /// A stopped animator's blocks have left the store — its begin waits for
    /// `finishAnimation(at:)` — so the look-up for a paused one never finds it: it read
    /// "ends at 1.000000 s" and advised `clock.runUntilIdle()`.
    @Test func aStoppedAnimatorsBlockIsNamedWithAdviceThatEndsIt() throws {
        let r = try runSpec("""
            local function stopped()
              local v = View{name = "card"}; window:addSubview(v)
              local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
              a:startAnimation(); clock.advance(0.25); a:stopAnimation(false)
              return a, v
            end
            it("left stopped", function() stopped(); clock.runUntilIdle() end)
            it("finished as advised", function()
              local a, v = stopped()
              a:finishAnimation("end")
              expect(v.alpha):toBe(0)
            end)
            it("finished where it stopped", function()
              local a, v = stopped()
              a:finishAnimation("current")
              expect(v.alpha):toBe(0.75)
            end)
            it("left stopped after a paused one ended", function()
              local v = View{name = "other"}; window:addSubview(v)
              local b = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
              b:startAnimation(); b:pauseAnimation(); b:stopAnimation(true)
              stopped()
            end)
            """)
        #expect(r.outcomes == ["errored left stopped", "passed finished as advised", "passed finished where it stopped",
                               "errored left stopped after a paused one ended"])
        let left = try #require(r.failure("left stopped"))
        #expect(left.message.hasPrefix("the test ended with a transition still running at 0.250000 s: animation #1"
                                       + " [card.alpha] is PropertyAnimator #1's, stopped (made at "))
        #expect(left.message.hasSuffix("t_spec.lua:3); finish it before the test ends (finishAnimation(\"end\"),"
                                       + " \"start\" or \"current\"): no clock call moves a stopped animator"))
        #expect(left.location.hasSuffix("t_spec.lua:3"))
        // the first animator's block ended without finishing: only the stopped one is left
        let second = try #require(r.failure("left stopped after a paused one ended"))
        #expect(second.message.hasPrefix("the test ended with a transition still running at 0.250000 s: animation #2"
                                         + " [card.alpha] is PropertyAnimator #2's, stopped"), "\(second.message)")
    }

    /// The release warning stays where no failure said it: a test that ends as pending is
    /// not held to end its transitions, and one that failed on an assertion named nothing
    /// of the animator, so releasing what each left paused is the file's error, as before.
    @Test func theReleaseWarningIsTheFilesWhereNoFailureNamedTheAnimator() throws {
        let r = try runSpec("""
            local function paused()
              local v = View{name = "card"}; window:addSubview(v)
              local a = PropertyAnimator{duration = 1, animations = function() v.alpha = 0 end}
              a:startAnimation(); a:pauseAnimation()
              return a
            end
            it("fails with it paused", function() paused(); expect(1):toBe(2) end)
            it("pending with it paused", function() paused(); pending("later") end)
            it("passes", function() end)
            """)
        #expect(r.outcomes == ["failed fails with it paused", "skipped pending with it paused", "passed passes",
                               "errored (outside tests)"])
        let file = try #require(r.failure("(outside tests)"))
        let warning = "a paused PropertyAnimator was released: UIKit raises \"It is an error to release a paused or"
            + " stopped property animator\"; it ends where it is, without completions, as stopAnimation(true) would"
        #expect(file.message == "unexpected warning: " + warning)
        #expect(file.details.hasSuffix("t_spec.lua:3: " + warning), "\(file.details)")   // the second test's, too
        #expect(file.location.hasSuffix("t_spec.lua:3"))
    }
}

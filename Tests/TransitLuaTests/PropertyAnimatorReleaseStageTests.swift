import Lua
import Testing
import TransitCore
@testable import TransitLua

/// A script that drops a paused or stopped `PropertyAnimator` (UIKit raises: "It is an error
/// to release a paused or stopped property animator"): a warning naming the line that made
/// it, when its box is collected, at `resetEngine` or when the state closes, and the animator
/// ended where it is (docs/animation.md, "Releasing an animator"). Running and inactive
/// animators go quietly.
@Suite struct PropertyAnimatorReleaseStageTests {
    static let setup = """
        box = View{frame = Rect(0, 0, 10, 10)}; window:addSubview(box)
        function make()
          local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() box.alpha = 0 end}
          a:addCompletion(function(p) print("completion", p) end)
          return a
        end

        """
    static let paused = "paused PropertyAnimator was released: UIKit raises \"It is an error to release a paused or stopped property animator\"; it ends where it is, without completions, as stopAnimation(true) would"
    static let stopped = "stopped PropertyAnimator was released: UIKit raises \"It is an error to release a paused or stopped property animator\"; its completions never run (finishAnimation(at:) was not called)"

    @Test func aStoppedAnimatorCollectedWarnsAndLetsItsCompletionsGo() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            do
              local a = make()
              a:startAnimation()
              clock.advance(0.25)
              a:stopAnimation(false)
            end
            collectgarbage(); collectgarbage()
            clock.runUntilIdle()
            print(box.alpha, box.presentation.alpha)
            """, chunkName: "@rel.lua")
        #expect(out.warnings == ["rel.lua:3: a " + Self.stopped])
        #expect(out.lines == ["0.75\t0.75"])
        s.close()
        #expect(out.warnings.count == 1)                           // not again at close
    }

    /// A paused animator is anchored while active (an interactive transition may still drive
    /// it): the engine lets it go at a reset, and the warning comes then.
    @Test func aPausedAnimatorWarnsWhenTheEngineIsReset() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            do
              local a = make()
              a:startAnimation()
              clock.advance(0.5)
              a:pauseAnimation()
            end
            collectgarbage()
            """, chunkName: "@rel.lua")
        #expect(out.warnings.isEmpty)
        try s.resetEngine()
        #expect(out.warnings == ["rel.lua:3: a " + Self.paused])
        #expect(out.lines.isEmpty)
        s.close()
        #expect(out.warnings.count == 1)
    }

    @Test func aPausedAnimatorLeftAtTheEndWarnsWhenTheStateCloses() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + "keep = make()\nkeep.fractionComplete = 0.5", chunkName: "@rel.lua")
        s.close()
        #expect(out.warnings == ["rel.lua:3: a " + Self.paused])
    }

    /// Running (even with `pausesOnCompletion`), inactive, finished: nothing to say.
    /// A stage released without `close()` finalizes its boxes as it goes: the hook of a paused
    /// animator's box finds the stage gone (Liveness) and neither warns nor reaches it.
    @Test func aPausedAnimatorOfAStageReleasedWithoutCloseIsQuiet() throws {
        let out: Box
        weak var gone: Stage?
        do {
            let (s, o) = try stage()
            out = o
            gone = s
            try s.run(Self.setup + "keep = make()\nkeep.fractionComplete = 0.5", chunkName: "@rel.lua")
        }
        #expect(gone == nil && out.warnings.isEmpty && out.lines.isEmpty)
    }

    @Test func animatorsUIKitLetsGoAreQuiet() throws {
        let (s, out) = try stage()
        try s.run(Self.setup + """
            do
              local running = make(); running:startAnimation()
              local pausing = make(); pausing.pausesOnCompletion = true; pausing:startAnimation()
              local idle = make()
              local finished = make(); finished:startAnimation(); finished:pauseAnimation()
              finished:stopAnimation(false); finished:finishAnimation("end")
            end
            collectgarbage(); collectgarbage()
            clock.advance(0.5)
            """, chunkName: "@rel.lua")
        #expect(out.warnings.isEmpty)
        #expect(out.lines == ["completion\tend"])
        try s.run("clock.advance(0.5)", chunkName: "@next.lua")
        // the running one completes; the pausing one reaches its end and stays active, paused
        #expect(out.lines == ["completion\tend", "completion\tend"])
        s.close()
        #expect(out.warnings == ["rel.lua:3: a " + Self.paused])
    }
}

import TransitCore
import TransitLua

/// The tween workload of ../shared/bench/tween_baseline.lua on the engine: N views, each with
/// frame (center and bounds: four scalars), alpha and a rotation transform animated by its own
/// `animate` call of F/120 s, stepped F frames at 120 fps, each frame timed alone. Every frame
/// includes the frame pass that evaluates every running animation's presentation (what a
/// renderer needs); the last frame is the one on which every animation ends.
///
/// After it, what the ending frame might have left for later (reclamation deferred to the
/// frames after, or to the next `animate`) is timed too: ``afterFrames`` more frames with
/// nothing running, then the same views animated again by the same loop.
enum Tween {
    /// Frames stepped after the ending one, nothing running.
    static let afterFrames = 10

    struct Run {
        let setupSeconds: Double
        /// Each frame's wall seconds, in order; the last is the ending frame.
        let frameSeconds: [Double]
        /// The frames after the ending one, nothing running (empty for the Swift set-up).
        var afterSeconds: [Double] = []
        /// The set-up's `animate` loop alone (its views made before), and the same loop run
        /// again after the ending frame and the frames after it (0 for the Swift set-up).
        var animateSeconds = 0.0, reanimateSeconds = 0.0

        var totalSeconds: Double { frameSeconds.reduce(0, +) }
        /// Seconds per frame over all frames, the ending one included (the baseline's figure).
        var meanFrame: Double { totalSeconds / Double(frameSeconds.count) }
        /// The frame on which every animation ends.
        var lastFrame: Double { frameSeconds.last ?? .nan }
        /// The median of the frames before the last.
        var steadyFrame: Double { Samples(Array(frameSeconds.dropLast())).median }
        /// The slowest of the frames after the ending one.
        var worstAfterFrame: Double { afterSeconds.max() ?? .nan }
    }

    /// Set up from a Lua script (the sandbox off, as a trusted benchmark script).
    static func lua(views: Int, frames: Int) throws -> Run {
        var options = ScriptRuntime.Options.unsafe
        options.limits.hostObjects = 0
        let stage = try Stage(options: options)
        stage.engine.recordsTimeline = false
        // The views made and kept in one chunk, animated in another (the same loop runs again
        // after the ending frame): the set-up is both.
        let make = try timed {
            try stage.run("""
            clock.fps = 120
            local identity = Rect(0, 0, 100, 100)
            tweenViews = {}
            for i = 1, \(views) do
              local v = View{frame = identity}
              window:addSubview(v)
              tweenViews[i] = v
            end
            function tweenAnimate(target, alpha, rotation)
              local duration = \(frames) / 120
              for i = 1, \(views) do
                local v = tweenViews[i]
                View.animate(duration, function()
                  v.frame = target
                  v.alpha = alpha
                  v.transform = rotation
                end)
              end
            end
            """, chunkName: "=tween")
        }
        let animate = try timed {
            try stage.run("tweenAnimate(Rect(375, 667, 375, 667), 0, Transform.rotation(math.pi))", chunkName: "=tween")
        }
        var run = try stepAll(stage.engine, frames, setup: make + animate)
        run.animateSeconds = animate
        for _ in 0..<afterFrames { run.afterSeconds.append(try timed { try stage.engine.step(frames: 1) }) }
        if stage.engine.runningAnimationCount != 0 { fatalError("tween: animations running after the ending frame") }
        run.reanimateSeconds = try timed {
            try stage.run("tweenAnimate(Rect(0, 0, 100, 100), 1, Transform.rotation(0))", chunkName: "=tween")
        }
        if stage.engine.runningAnimationCount != views { fatalError("tween: the views were not animated again") }
        return run
    }

    /// Set up from Swift.
    static func swift(views: Int, frames: Int) throws -> Run {
        let engine = Engine()
        engine.recordsTimeline = false
        try engine.clock.setFPS(120)
        let setup = try timed {
            for _ in 0..<views {
                let v = try View(engine: engine, frame: Rect(0, 0, 100, 100))
                try engine.window.addSubview(v)
                try engine.animate(duration: Double(frames) / 120) {
                    try v.setFrame(Rect(375, 667, 375, 667))
                    try v.setAlpha(0)
                    try v.setTransform(.rotation(.pi))
                }
            }
        }
        return try stepAll(engine, frames, setup: setup)
    }

    /// Steps frame by frame, timing each; checks that the animations run until the last frame
    /// and end on it (or the "ending frame" figure would measure something else).
    private static func stepAll(_ engine: Engine, _ frames: Int, setup: Double) throws -> Run {
        var times: [Double] = []
        times.reserveCapacity(frames)
        for i in 0..<frames {
            if i == frames - 1, engine.runningAnimationCount == 0 {
                fatalError("tween: the animations ended before the last frame")
            }
            times.append(try timed { try engine.step(frames: 1) })
        }
        if engine.runningAnimationCount != 0 { fatalError("tween: animations still running after the last frame") }
        return Run(setupSeconds: setup, frameSeconds: times)
    }
}

import Foundation
import TransitCore
import TransitLua

/// The tween workload of ../shared/bench/tween_baseline.lua on the engine: N views, each with
/// frame (center and bounds: four scalars), alpha and a rotation transform animated by its own
/// `animate` call, stepped F frames at 120 fps. `step` includes the frame pass that evaluates
/// every running animation's presentation (what a renderer needs each frame).
enum Tween {
    struct Result {
        let setupSeconds: Double
        let frameMilliseconds: Double
    }

    /// Set up from Swift.
    static func swift(views: Int, frames: Int) throws -> Result {
        let engine = Engine()
        engine.recordsTimeline = false
        try engine.clock.setFPS(120)
        let start = Date()
        for _ in 0..<views {
            let v = try View(engine: engine, frame: Rect(0, 0, 100, 100))
            try engine.window.addSubview(v)
            try engine.animate(duration: Double(frames) / 120) {
                try v.setFrame(Rect(375, 667, 375, 667))
                try v.setAlpha(0)
                try v.setTransform(.rotation(.pi))
            }
        }
        let setup = Date().timeIntervalSince(start)
        return Result(setupSeconds: setup, frameMilliseconds: try stepAll(engine, frames))
    }

    /// Set up from a Lua script (the sandbox off, as a trusted benchmark script).
    static func lua(views: Int, frames: Int) throws -> Result {
        var options = ScriptRuntime.Options.unsafe
        options.limits.hostObjects = 0
        let stage = try Stage(options: options)
        stage.engine.recordsTimeline = false
        let start = Date()
        try stage.run("""
        clock.fps = 120
        local duration = \(frames) / 120
        local target, identity, rotation = Rect(375, 667, 375, 667), Rect(0, 0, 100, 100), Transform.rotation(math.pi)
        for i = 1, \(views) do
          local v = View{frame = identity}
          window:addSubview(v)
          View.animate(duration, function()
            v.frame = target
            v.alpha = 0
            v.transform = rotation
          end)
        end
        """, chunkName: "=tween")
        let setup = Date().timeIntervalSince(start)
        return Result(setupSeconds: setup, frameMilliseconds: try stepAll(stage.engine, frames))
    }

    private static func stepAll(_ engine: Engine, _ frames: Int) throws -> Double {
        let start = Date()
        try engine.step(frames: frames)
        return Date().timeIntervalSince(start) * 1000 / Double(frames)
    }
}

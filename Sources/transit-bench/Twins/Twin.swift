import TransitCore
import TransitLua

/// A seed transition twice: as its Lua script in `scripts/transitions/` runs it, and as the
/// same transition written against TransitCore in Swift. Both sides are driven the same way,
/// from Swift (present, run the clock until idle, dismiss, run until idle), so what differs is
/// only the transition — its segue or animator, and the scene it runs in — scripted or not.
/// TwinTests checks that both sides leave the same timeline and the same presentation frames.
struct Twin: Sendable {
    let name: String
    let lua: @Sendable () throws -> TwinScene
    let swift: @Sendable () throws -> TwinScene
}

/// One side of a twin, set up and ready for present/dismiss cycles.
struct TwinScene {
    let engine: Engine
    /// The Lua side's stage (nil on the Swift side), kept alive with the scene.
    let stage: Stage?
    let present: () throws -> Void
    let dismiss: () throws -> Void

    /// Runs until nothing is pending; on the Lua side, through the stage, which also throws
    /// an error a Lua callback raised where nothing could throw it.
    func runUntilIdle() throws {
        if let stage { try stage.runUntilIdle() } else { try engine.runUntilIdle() }
    }

    /// One present/dismiss round trip, each run to its end.
    func cycle() throws {
        try present()
        try runUntilIdle()
        try dismiss()
        try runUntilIdle()
    }

    /// A stage for a twin's Lua side: the scripts' folder on the search path, no limits
    /// (a trusted benchmark script, as the tween's).
    static func stage(_ source: String, chunkName: String) throws -> Stage {
        var options = ScriptRuntime.Options.unsafe
        options.limits.hostObjects = 0
        let stage = try Stage(options: options)
        try stage.run(source, chunkName: chunkName)
        return stage
    }
}

/// The twins of the seed transitions, in the order the bench reports them.
let twins: [Twin] = [Seed003Twins.slideSegue, Seed003Twins.throwUnwind, ZoomTwin.twin, SlideInTwin.twin,
                     FullScreenTwin.twin]

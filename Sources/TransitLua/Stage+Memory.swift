import Lua
import TransitCore

/// The script's Swift side, weighed for the memory limit: Lua's allocator sees only Lua's
/// memory, so without this a script could grow past `--memory` through views, animations
/// and timeline records (100,000 animated views reached 283 MB under a 256 MB limit).
extension Stage {
    /// Bytes charged for each, at least what they were measured to hold on this build
    /// (peak RSS less Lua's own count, `transit run --unsafe` of 100,000 of them): a bound
    /// object (a view and its box) 440 B, an animation block about 1.1 KiB, a view animated
    /// in two properties 2.2 KiB in all. docs/sandbox.md has the table and the command.
    static let bytesPerObject = 800
    static let bytesPerAnimation = 1_400
    static let bytesPerTimelineEvent = 160
    /// A callback queued to run (an animation ended by a newer one waits for its completion
    /// there: 10,000,000 `View.animate` calls on one alpha reached 860 MB uncharged) or a timer.
    static let bytesPerQueuedCallback = 1_100
    static let bytesPerTimer = 200

    func chargeHostMemory() {
        lua.hostMemory = { [unowned self] in
            // A Lua curve runs inside the frame pass, which holds the animation store: the
            // count read before it stands (reading the store there is an exclusivity fault).
            if curveDepth == 0 { chargedAnimations = engine.runningAnimationCount }
            return lua.hostObjectCount * Stage.bytesPerObject
                + chargedAnimations * Stage.bytesPerAnimation
                + engine.timeline.count * Stage.bytesPerTimelineEvent
                + engine.clock.pendingAsyncCount * Stage.bytesPerQueuedCallback
                + engine.clock.pendingTimerCount * Stage.bytesPerTimer
        }
    }
}

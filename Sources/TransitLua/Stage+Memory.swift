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
    static let bytesPerObject = 400
    /// A view alive (in a window, in a script's hands, or a snapshot's copy), besides its box
    /// if it has one; the text views hold counts byte for byte.
    static let bytesPerView = 500
    /// A gesture recognizer attached to a view (its box may be long collected): 250 B each
    /// measured over 100,000 (`transit run --unsafe`, RSS less Lua's count).
    static let bytesPerRecognizer = 320
    static let bytesPerAnimation = 1_400
    /// Beside each block: each of its tracks (one property of one view: an item of a track
    /// list, up to 72 bytes, a keyframe track its path too) and each view it animates (the
    /// store's rows for it: ~300 bytes with their growth) — one block may animate any number
    /// of views and properties (an outside review: a block whose body made views and set six
    /// properties on each reached 911 MB under the default 256 MiB, each block charged once).
    static let bytesPerTrack = 160
    static let bytesPerAnimatedView = 400
    /// A callback queued to run (an animation ended by a newer one waits for its completion
    /// there: 10,000,000 `View.animate` calls on one alpha reached 860 MB uncharged) or a timer.
    static let bytesPerQueuedCallback = 1_100
    static let bytesPerTimer = 200
    /// An engine replaced by ``resetEngine(screen:)``, kept for the stage's life (a script may
    /// still hold its views): `require "transit"` lets a script reset, so a loop of resets must
    /// meet the limit. 1.2 KiB each measured (20,000 resets under `transit run --unsafe`: peak
    /// RSS 38.9 MB against 14.5 MB for one).
    static let bytesPerRetiredEngine = 1_300
    /// A block added to a property animator and not yet finished, and a completion waiting
    /// for it: 461 B and 344 B each measured (1,000,000 `addAnimations(f)`, or
    /// `addCompletion(f)`, on one animator that never starts, under `transit run --unsafe`:
    /// peak RSS less Lua's count and the empty run's).
    static let bytesPerAnimatorBlock = 480
    static let bytesPerAnimatorCompletion = 360

    func chargeHostMemory() {
        // Every count read here is held apart from the structures that change while Lua runs
        // (a Lua curve runs inside the frame pass, which holds the animation store), so the
        // hook may ask at any instruction.
        lua.hostMemory = { [unowned self] in
            lua.hostObjectCount * Stage.bytesPerObject
                + Stage.contentBytes(of: engine)
                + engine.runningAnimationCount * Stage.bytesPerAnimation
                + engine.animations.runningTrackCount * Stage.bytesPerTrack
                + engine.animations.animatingViewCount * Stage.bytesPerAnimatedView
                + engine.animations.animationRowBytes
                // what the open blocks' bodies recorded so far (tracks when they return)
                + engine.animations.openChangeCount * AnimationSystem.bytesPerOpenChange
                + engine.timelineBytes
                + engine.clock.pendingAsyncCount * Stage.bytesPerQueuedCallback
                + engine.clock.pendingTimerCount * Stage.bytesPerTimer
                + retiredEngines.count * Stage.bytesPerRetiredEngine
                // what a reset inside a callback held (heldRetired) lives in its engine, kept
                // with it: its views and texts, charged until a top-level reset lets them go
                + retiredContentBytes
        }
    }

    /// An engine's views, texts, recognizers and animator blocks, as charged.
    static func contentBytes(of engine: Engine) -> Int {
        engine.contentMeter.views * bytesPerView + engine.contentMeter.textBytes
            + engine.contentMeter.recognizers * bytesPerRecognizer
            + engine.contentMeter.animatorBlocks * bytesPerAnimatorBlock
            + engine.contentMeter.animatorCompletions * bytesPerAnimatorCompletion
    }
}

/// The engine's animation system: the store of running animations, the open animation
/// blocks (transactions), and the presentation values computed from them.
///
/// An ``Engine`` owns one (``Engine/animations``) and forwards its public animation API here
/// (`engine.animate`, `engine.presentation(of:)`, `engine.evaluateFrame()` …). Views tell it
/// of model changes (``willChange(_:_:)``, ``modelDidChange(slot:_:)``); property animators,
/// keyframes and interactive transitions' timelines reach the store only through it.
///
/// It holds the engine's clock and event record, not the engine: the engine owns it, so
/// there is no cycle, and it works from the engine's `init` on.
public final class AnimationSystem {
    /// The engine's clock: animation ends are its timers.
    let clock: Clock
    /// The engine's event record (animation begins, ends and completions go there).
    let recorder: TimelineRecorder

    /// The running animations, in contiguous arrays (AnimationStore.swift). Its exclusivity
    /// stays checked (unlike the record's fields): a Lua curve runs inside the frame pass's
    /// access to it, and the check is what catches a hook reading it.
    var store = AnimationStore()
    /// `store.counts`, held apart so reading them never accesses `store` (see there).
    let storeCounts: StoreCounts
    /// While the frame pass runs (a Lua curve may call out): nothing settles a row then.
    var isEvaluatingFrame = false
    /// Open animation blocks, innermost last.
    var transactions: [Transaction] = []
    /// An ended block's emptied records, kept for the next block's (``takeSpareRecords(into:)``).
    var spareRecords: [ChangeRecord] = []
    /// While an interactive transition's animator or alongside blocks run: the timeline
    /// their animation blocks join (TransitionTimeline.swift; ``within(_:_:)``).
    var interactiveTimeline: TransitionTimeline?
    /// The slot of the group the last committed block made, and the block's id: what
    /// ``timingCurve(ofAnimation:)`` is asked for as the block's `begin` is recorded.
    var lastCommitted: (id: Int, slot: Int32) = (0, -1)
    private var animationCounter = 0
    private var transactionCounter: UInt64 = 0
    /// Blocks ended without their end timer, waiting for the run-loop turn that completes
    /// them (``completeNextTurn(_:finished:label:)``).
    var completionsDue: [ObjectIdentifier: GroupState] = [:]
    /// The blocks whose curve is a ``TimingCurve/custom(name:_:)`` closure, by slot, checked
    /// at every frame (AnimationSystem+CurveCheck.swift); an entry whose slot no longer holds
    /// its state is dropped there. The clock's ``Clock/checkFrames`` is set only while it has
    /// entries: a move of the clock without custom curves reads one nil.
    var customCurveGroups: [(slot: Int32, state: GroupState)] = []
    /// Ended blocks' states that nothing else held, kept for the next blocks' begins
    /// (AnimationSystem+SpareStates.swift). Unchecked for exclusivity: appended and popped
    /// with no call out of the engine in between.
    @exclusivity(unchecked) var spareStates: [GroupState] = []
    /// The ids of the property animators stopped and not finished (`stopAnimation(false)`):
    /// their blocks have left the store, and their begins wait for `finishAnimation(at:)` —
    /// which no clock call makes (``Engine/idleAnimator(holdingAnimation:)``).
    var stoppedAnimators: Set<Int> = []
    /// The error behind a custom curve's evaluation that failed, when the curve's host knows
    /// more than the value it got back (the Lua binding: the function's own error, or what
    /// it returned); taken by the frame check right after each evaluation. Nil: the value
    /// alone is judged (``TimingCurve/isValidCustomValue(_:)``).
    public var customCurveFailure: (() -> (any Error)?)?
    /// Whether curves are being sampled for a picture, not a frame (``samplingCurves(_:)``).
    public internal(set) var isSamplingCurves = false
    /// Set by a host right before an `animate` call whose handle it only ever reads through
    /// ``settle(_:)`` (the Lua binding: a script reads a handle through its box): the block,
    /// if it has no completion and a shared timing row, may end with its row
    /// (AnimationSystem+RowEnds.swift). Taken by that call's block, not by the blocks nested
    /// in it; a host's `defer` clears it if the call throws before.
    public var nextBlockMayEndWithItsRow = false

    init(clock: Clock, recorder: TimelineRecorder) {
        self.clock = clock
        self.recorder = recorder
        storeCounts = store.counts
        clock.blockEnds = self
    }

    /// The running blocks' states are handles a script may hold past the engine: what they
    /// hold for running (a completion, a custom curve) goes with the system, as it did when
    /// the handle was an object of its own (see ``GroupState``).
    deinit {
        for case let state? in store.groups { _ = state.takeCompletion() }
        for state in completionsDue.values { _ = state.takeCompletion() }
    }

    /// Animation blocks (`animate` calls, animators' blocks) with animations still running.
    public var runningAnimationCount: Int { storeCounts.groups }

    /// Views with at least one running animation, and those whose blocks ended with their
    /// timing row and are not yet reclaimed (AnimationSystem+RowEnds.swift): what the store
    /// holds, which the memory limit's hook charges — a plain read, as that hook may ask at
    /// any instruction.
    public var animatingViewCount: Int { storeCounts.views }

    /// Running animations of one property of one view (tracks), all blocks together, with
    /// those the store still holds as ``animatingViewCount`` says.
    public var runningTrackCount: Int { storeCounts.tracks }

    /// Refuses `count` more tracks past the store's bound (``AnimationStore/trackLimit``), for
    /// callers outside the system (a timeline): the same check read through
    /// `engine.animations.store` copied the whole store (callgrind: ~2,500 instructions a
    /// call, its arrays retained and released).
    func requireRoom(forTracks count: Int) throws(CoreError) {
        if !store.hasRoom(forTracks: count) { throw store.tooManyTracks }
    }

    /// ``AnimationStore/hasRoom(forTracks:)``, read in place (see ``requireRoom(forTracks:)``).
    func hasRoom(forTracks count: Int) -> Bool { store.hasRoom(forTracks: count) }

    /// The bytes of the rows the store keeps for animated views' layer values and corner
    /// radius or colour (only for views animating one of them).
    public var animationRowBytes: Int { storeCounts.rowBytes }

    /// Changes recorded by the animation blocks open now (a block's body still running):
    /// each becomes a track when its block returns. The memory limit weighs them, since a
    /// block's body may record any number (``ChangeRecord``).
    public var openChangeCount: Int { transactions.reduce(0) { $0 + $1.records.count } }

    /// What one open change holds, its array's growth included (a record in an array that
    /// doubles: up to twice its stride).
    public static var bytesPerOpenChange: Int { 2 * MemoryLayout<ChangeRecord>.stride }

    /// The number of the next animation block or property animator (handles and timeline
    /// events name them `#n`).
    func nextAnimationID() -> Int {
        animationCounter += 1
        return animationCounter
    }

    func nextTransactionSerial() -> UInt64 {
        transactionCounter += 1
        return transactionCounter
    }

    /// Records a timeline event in the engine's record.
    @inline(__always)
    func record(_ event: TimelineEvent) {
        recorder.record(event)
    }

    /// Called by a view whose model changed while it animates: the store's copy of the model
    /// (what the frame pass starts from) follows it.
    @inline(__always)
    func modelDidChange(slot: Int32, _ model: ViewModel) {
        // an ended block's replacing track would present its `to`, not the new model
        if storeCounts.pendingGroups > 0 && !isEvaluatingFrame {
            settleRows()
            if store.views[Int(slot)] == nil { return }   // the view no longer animates
        }
        store.updateModel(slot: slot, model)
    }

    /// Runs `body` with `timeline` as the one animation blocks join (nil: the clock).
    func within<T>(_ timeline: TransitionTimeline?, _ body: () throws -> T) rethrows -> T {
        let saved = interactiveTimeline
        interactiveTimeline = timeline
        defer { interactiveTimeline = saved }
        return try body()
    }

    /// The timing curve of a running animation block, by its handle's id (as timeline events
    /// name it); nil once the block has ended, or when it animated nothing.
    ///
    /// Timeline events carry only the curve's name, which cannot rebuild a spring or a Lua
    /// curve; a renderer that plots the easing asks here while the block runs (when its
    /// `begin` event is recorded, say). That block is the last one committed, found at once;
    /// any other by a scan of the running blocks (a render of 10,000 `animate` calls asked at
    /// each begin and scanned them all: 20 s, quadratic).
    public func timingCurve(ofAnimation id: Int) -> TimingCurve? {
        settleRows()   // an ended block has none
        let (lastID, lastSlot) = lastCommitted
        if lastID == id, lastSlot >= 0, store.groups[Int(lastSlot)]?.id == id { return store.curve(ofGroup: Int(lastSlot)) }
        for (slot, state) in store.groups.enumerated() where state?.id == id { return store.curve(ofGroup: slot) }
        return nil
    }
}

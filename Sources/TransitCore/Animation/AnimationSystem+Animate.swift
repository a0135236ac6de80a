/// `UIView.animate`: capturing a block's property changes and turning them into animations
/// with UIKit's retargeting rules (see `docs/animation.md`).
extension AnimationSystem {
    /// Animates the property changes made in `animations`, as
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The block runs at once and its changes are final model values at once. Each changed
    /// (view, property) animates from its value before the block to its new value, starting
    /// at the clock time of this call, after `delay` (during which the from value shows).
    ///
    /// - Geometry (`center`, `bounds`, `frame`, `transform`) is additive: a running animation
    ///   of the same property keeps running and the presentation sums them.
    /// - `alpha`, `backgroundColor`, `cornerRadius` replace a running animation of the same
    ///   property, whose block then gets `finished = false`.
    /// - With `duration` 0 (or negative), inside ``performWithoutAnimation(_:)``, or when the block changes
    ///   nothing, there is no animation: the completion runs one run-loop turn later
    ///   (``Clock/async(label:_:)``, same clock time) with `finished = true`, whatever the delay.
    /// - A spring curve brings its own duration (`duration` nil); given one, the spring runs
    ///   in its own time and is cut short or rests at the end (``TimingCurve/timed(for:)``).
    /// - `repeatCount` (nil: once; ∞, or the option `.repeat` without a count: forever; a count
    ///   given with `.repeat` is kept, as UIKit's `setAnimationRepeatCount` in a `.repeat` block) runs the block again, each run
    ///   backwards too with `.autoreverse`; the model holds the final values throughout and
    ///   the presentation snaps to them after the last run, as UIKit. A block that repeats
    ///   forever never completes unless all its animations are replaced or removed; it holds
    ///   the clock (``Clock/hold(_:)``) so that `runUntilIdle` names it instead of waiting.
    ///
    /// The completion runs once, when the block's last animation ends, with `finished` true
    /// unless one of its animations was replaced.
    ///
    /// - Parameters:
    ///   - origin: where the call comes from (a script's `file:line`), for traces and the
    ///     end timer's label.
    /// - Returns: a handle to observe completion.
    /// - A negative duration is 0 (UIKit: "If you specify a negative value or 0, the changes
    ///   are made without animating them").
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a NaN or infinite duration, a negative,
    ///   NaN or infinite delay, or a repeat count that is not positive (before the block runs);
    ///   ``CoreError/Kind/invalidArgument`` without a duration and without a spring; anything
    ///   the block throws (its changes stay applied, unanimated, and the completion is dropped).
    @discardableResult
    public func animate(duration: Double? = nil, delay: Double = 0, curve: TimingCurve = .easeInOut,
                        options: AnimationOptions = [], repeatCount: Double? = nil, origin: String = "",
                        animations: () throws -> Void,
                        completion: ((Bool) throws -> Void)? = nil) throws -> AnimationHandle {
        try animate(duration: duration, delay: delay, curve: curve, options: options, repeatCount: repeatCount,
                    origin: origin, keyframes: nil, animations: animations, completion: completion)
    }

    /// `animate`, and `animateKeyframes` when `keyframes` records the keyframes.
    func animate(duration: Double?, delay: Double, curve: TimingCurve, options: AnimationOptions,
                 repeatCount: Double?, origin: String, keyframes: KeyframeRecorder?,
                 animations: () throws -> Void,
                 completion: ((Bool) throws -> Void)?) throws -> AnimationHandle {
        if let outer = transactions.last {
            outer.hadNested = true
            if outer.lendsTiming {
                // (The parameters in a struct only here: through one, every block paid ~450
                // instructions in callgrind, `--profile-tween 2000`, for its copies.)
                let p = inherited(BlockParameters(duration: duration, delay: delay, curve: curve, options: options,
                                                  repeatCount: repeatCount), in: outer)
                return try begin(duration: p.duration, delay: p.delay, curve: p.curve, options: p.options,
                                 repeatCount: p.repeatCount, origin: origin, keyframes: keyframes,
                                 animations: animations, completion: completion)
            }
        }
        return try begin(duration: duration, delay: delay, curve: curve, options: options, repeatCount: repeatCount,
                         origin: origin, keyframes: keyframes, animations: animations, completion: completion)
    }

    /// `animate` with the parameters it runs with (a nested block's inherited ones).
    private func begin(duration: Double?, delay: Double, curve: TimingCurve, options: AnimationOptions,
                       repeatCount: Double?, origin: String, keyframes: KeyframeRecorder?,
                       animations: () throws -> Void,
                       completion: ((Bool) throws -> Void)?) throws -> AnimationHandle {
        let mayEndWithRow = nextBlockMayEndWithItsRow   // this block's alone, not its nested ones'
        nextBlockMayEndWithItsRow = false
        let curve = keyframes?.mode.ignoresCurve == true ? .linear : curve   // the inherited one too
        guard var duration = duration ?? curve.naturalDuration else {
            throw CoreError(.invalidArgument, "animate needs a duration (only a spring curve brings its own)")
        }
        // UIKit: "If you specify a negative value or 0, the changes are made without animating
        // them" (animate's and animateKeyframes' `duration`); NaN and infinities stay errors
        try CoreError.requireFinite(duration, "animation duration")
        duration = max(0, duration)
        let durationTicks = try Clock.ticks(forSeconds: duration, "animation duration")
        let delayTicks = try Clock.ticks(forSeconds: delay, "animation delay")
        let count = repeatCount ?? 1
        guard count > 0, !count.isNaN else {
            throw CoreError(.invalidNumber, "repeatCount must be a number greater than 0, or infinity to repeat forever (got \(CoreError.describe(count)))")
        }
        // `.repeat` repeats forever only "without setting a repeat count" (Apple's
        // setAnimationRepeatCount page): a count given, 1 too, is the count
        let runs = options.contains(.repeat) && repeatCount == nil ? .infinity : count
        try Self.requireRunsFit(duration: duration, runs: runs, options: options)
        let tx = Transaction(serial: nextTransactionSerial(), duration: duration, delay: delay,
                             durationTicks: animationsAreSuppressed ? 0 : durationTicks,
                             delayTicks: delayTicks,
                             // a spring in whole ticks, so its time is the clock's exactly
                             curve: curve.timed(for: Double(durationTicks) / Double(Clock.ticksPerSecond)),
                             options: options, repeatCount: runs, origin: origin)
        defer { recycleRecords(of: tx) }
        tx.keyframes = keyframes
        tx.mayEndWithRow = mayEndWithRow && keyframes == nil
        tx.timeline = interactiveTimeline
        tx.lendsTiming = true
        tx.takesRepeatSettings = true
        // a block nested in a property animator's that takes its spring, the dx one, may not
        // move y (the animator's own block gives y the dy spring)
        if let outer = transactions.last, outer.lendsTiming, !options.contains(.overrideInheritedCurve),
           keyframes?.mode.ignoresCurve != true {
            tx.distinctVelocity = outer.distinctVelocity
        }
        transactions.append(tx)
        do {
            try animations()
        } catch {
            transactions.removeLast()
            throw error
        }
        transactions.removeLast()
        try refuseDistinctVelocity(tx)
        if tx.durationTicks > 0 && !store.hasRoom(forTracks: tx.records.count) { throw store.tooManyTracks }
        return commit(tx, completion: completion)
    }

    /// Finite runs end at begin + duration × runs (twice that autoreversed): a tick that
    /// must fit, so the product is bounded as a duration is.
    private static func requireRunsFit(duration: Double, runs: Double, options: AnimationOptions) throws {
        let total = duration * (runs.isInfinite ? 1 : runs) * (options.contains(.autoreverse) ? 2 : 1)
        if total > Clock.maxSeconds {
            throw CoreError.tooLong(total, "the animation's duration × repeatCount\(options.contains(.autoreverse) ? " × 2 (autoreverse)" : "")")
        }
    }

    /// `UIView.setAnimationRepeatCount(_:)` inside a block: the innermost open `animate` or
    /// `animateKeyframes` block runs `count` times (fractions allowed, ∞ forever) — with the
    /// `.repeat` option too, which repeats forever only "if you do not explicitly set a repeat
    /// count". Apple: 0 "is performed once without repeating", and the call "does nothing if
    /// called from outside of an animation block" (a property animator's, or inside
    /// `performWithoutAnimation`, is not one).
    ///
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative or NaN count; a count whose
    ///   runs do not fit the clock, as `repeatCount:`.
    public func setAnimationRepeatCount(_ count: Double) throws {
        guard count >= 0, !count.isNaN else {
            throw CoreError(.invalidNumber, "setAnimationRepeatCount needs a number at least 0, or infinity to repeat forever (got \(CoreError.describe(count)))")
        }
        guard let tx = transactions.last, tx.takesRepeatSettings else { return }
        // UIKit's count is a `Float`, forever from its largest finite value up (CAMediaTiming's
        // `repeatCount`), as for `repeatCount =` (AnimationBinding.repeatCount)
        let runs = count == 0 ? 1 : count >= Double(Float.greatestFiniteMagnitude) ? .infinity : count
        try Self.requireRunsFit(duration: tx.duration, runs: runs, options: tx.options)
        tx.repeatCount = runs
    }

    /// `UIView.setAnimationRepeatAutoreverses(_:)` inside a block: the innermost open `animate`
    /// or `animateKeyframes` block autoreverses (or not), as its `.autoreverse` option; outside
    /// a block it does nothing (Apple's page).
    public func setAnimationRepeatAutoreverses(_ autoreverses: Bool) throws {
        guard let tx = transactions.last, tx.takesRepeatSettings else { return }
        var options = tx.options
        if autoreverses { options.insert(.autoreverse) } else { options.remove(.autoreverse) }
        try Self.requireRunsFit(duration: tx.duration, runs: tx.repeatCount, options: options)
        tx.options = options
    }

    /// Runs `body` with animations off, as `UIView.performWithoutAnimation`: its changes apply
    /// at once even inside an animation block, and blocks opened inside it do not animate.
    public func performWithoutAnimation(_ body: () throws -> Void) rethrows {
        transactions.last?.hadNested = true
        transactions.append(Transaction.withoutAnimation(serial: nextTransactionSerial()))
        defer { transactions.removeLast() }
        try body()
    }

    /// Whether a ``performWithoutAnimation(_:)`` is open.
    var animationsAreSuppressed: Bool { transactions.contains { $0.suppressesAnimation } }

    /// Called by a view's setter before it changes `property`: the open block, if any,
    /// records the old value (once per view and property).
    @inline(__always)
    func willChange(_ view: View, _ property: AnimatedProperty) {
        guard let tx = transactions.last, !tx.suppressesAnimation else { return }
        record(view, property, in: tx)
    }

    func record(_ view: View, _ property: AnimatedProperty, in tx: Transaction) {
        if view.transactionSerial == tx.serial && view.transactionMask & property.bit != 0 { return }
        if tx.hadNested && tx.records.contains(where: { $0.view === view && $0.property == property }) {
            return
        }
        if view.transactionSerial != tx.serial {
            view.transactionSerial = tx.serial
            view.transactionMask = 0
        }
        view.transactionMask |= property.bit
        if tx.records.capacity == 0 { takeSpareRecords(into: tx) }
        var presented: AnimVector?
        if tx.options.contains(.beginFromCurrentState) && !property.isAdditive {
            presented = presentationVector(of: view, property)
        }
        tx.records.append(ChangeRecord(view: view, property: property,
                                       old: view.modelVector(property), presented: presented))
    }

    /// Turns a closed block's records into tracks, or schedules the immediate completion.
    private func commit(_ tx: Transaction, completion: ((Bool) throws -> Void)?) -> AnimationHandle {
        settleRows()   // before any track is looked up or added
        let state = newState(id: nextAnimationID(), completion: completion, options: tx.options)
        let handle: AnimationHandle = state
        state.timeline = tx.timeline
        var names: [String] = []
        // the names listed, for a block of many views (a linear search of `names` per record
        // made committing 80,000 views' changes take 11 s); a view's records come together,
        // so the last name answers most records before any search
        var listed: Set<String> = []
        var properties: [String] = []
        var group: Int32 = -1

        for (i, rec) in tx.records.enumerated() {
            let new = rec.view.modelVector(rec.property)
            // (keyframes may go somewhere and come back)
            if new == rec.old && tx.keyframes?.moves(i) != true { continue }
            let name = rec.view.displayName
            if names.last != name {
                if names.count < 16 {
                    if !names.contains(name) { names.append(name) }
                } else {
                    if listed.isEmpty { listed = Set(names) }
                    if listed.insert(name).inserted { names.append(name) }
                }
            }
            properties.append("\(name).\(rec.property)")
            if tx.durationTicks == 0 { continue }
            if group < 0 {
                let t = timing(of: tx)
                group = store.addGroup(t, state)
                // Not in the store's curve table: the state holds it.
                if t.curveKind != .linear && t.curveKind != .bezier { state.curve = tx.curve }
                if tx.curve.isCustom { checkCustomCurve(of: group, state) }
                lastCommitted = (state.id, group)
            }
            addTrack(for: rec, i, of: tx, to: group)
        }

        record(.animationBegan(AnimationBegin(
            id: handle.id, tick: clock.now, viewNames: names, properties: properties,
            duration: tx.duration, delay: tx.delay,
            curve: tx.keyframes.map { "keyframes(\($0.mode.rawValue), \(tx.curve.name))" } ?? tx.curve.name, origin: tx.origin,
            repeatCount: tx.repeatCount, autoreverses: tx.options.contains(.autoreverse))))

        if group < 0 {
            // Nothing to animate: complete one run-loop turn later, finished.
            completeNextTurn(state, finished: true, label: tx.origin)
        } else if tx.repeatCount.isInfinite {
            state.hold = clock.hold("animation #\(handle.id)\(tx.origin.isEmpty ? "" : " (begun at \(tx.origin))") repeats forever")
        } else if let timeline = tx.timeline {
            timeline.adopt(group: group, id: handle.id)
        } else if tx.mayEndWithRow && completion == nil && store.timing(ofGroup: group).isShareable && !endsAreObserved
                    && joinRowEnd(group, state, label: tx.origin) {
            // ends with its row (AnimationSystem+RowEnds.swift)
        } else {
            state.slot = group
            state.endTimer = clock.scheduleBlockEnd(atTick: store.timing(ofGroup: group).end, label: tx.origin, state)
        }
        return handle
    }

    /// The track of one changed (view, property): an additive delta, a replacement (which
    /// cuts a running animation of the property short), or a keyframe path.
    func addTrack(for rec: ChangeRecord, _ i: Int, of tx: Transaction, to group: Int32) {
        let new = rec.view.modelVector(rec.property)
        if let recorder = tx.keyframes {
            addKeyframeTrack(rec, i, recorder, group: group)
        } else if rec.property.isAdditive {
            store.addTrack(view: rec.view, group: group, property: rec.property,
                           from: rec.property.descriptor.difference(rec.old, new), to: .zero)
        } else {
            if let running = store.liveTrack(of: rec.view, rec.property) { cutShort(running) }
            store.addTrack(view: rec.view, group: group, property: rec.property,
                           from: rec.presented ?? rec.old, to: new)
        }
    }

    private func timing(of tx: Transaction) -> GroupTiming {
        var kind = CurveKind.other
        var index: Int32 = -1
        switch tx.curve.storage {
        case .linear: kind = .linear
        case .bezier(let b): kind = .bezier; index = store.intern(b, of: tx.curve)
        case .penner, .steps, .spring, .custom: kind = .other
        }
        var begin = clock.now + tx.delayTicks
        if let timeline = tx.timeline {
            // On an interactive transition's timeline: local ticks, progress asked of it.
            begin = Int64(timeline.now.rounded()) + tx.delayTicks
            kind = .driven
        }
        var timing = GroupTiming(begin: begin, duration: tx.durationTicks, curveKind: kind, curveIndex: index)
        timing.autoreverses = tx.options.contains(.autoreverse)
        timing.cycles = tx.repeatCount != 1 || timing.autoreverses
        let runs = tx.repeatCount * (timing.autoreverses ? 2 : 1)
        if runs.isInfinite {
            timing.end = .max
        } else {
            // At least one tick: a tiny fractional count still starts and ends.
            timing.end = begin + max(1, Int64((Double(tx.durationTicks) * runs).rounded()))
        }
        return timing
    }

    /// Replaces a running (non-additive) track: its block will report `finished = false`;
    /// if it was the block's last running animation, the block completes now (one run-loop
    /// turn later, as Core Animation reports a removed animation). A property animator's
    /// block just loses the track: the animator completes as a whole.
    func cutShort(_ track: TrackRef) {
        settleRows()   // an ended block is not cut (its tracks are gone after this)
        let groupSlot = store.group(of: track)
        guard groupSlot >= 0, let state = store.groups[Int(groupSlot)] else { return }
        let player = state.player
        player?.recordCut(track)
        store.removeTrack(track)
        state.liveTracks -= 1
        state.allFinished = false
        if state.liveTracks == 0 && state.driver == nil {
            retire(groupSlot)
            // A timeline's group has no completion and no begin in the trace: its mark above
            // says what ended (an `end #n` of it named an animation no line began).
            if player == nil { completeNextTurn(state, finished: false, label: "completion of animation #\(state.id)") }
        }
    }

    /// Removes every running animation of `view`, as `view.layer.removeAllAnimations()`: the
    /// presentation becomes the model at once, and each block that loses its last animation
    /// completes one run-loop turn later with `finished = false`.
    public func removeAllAnimations(of view: View) {
        removeAllAnimations(of: [view])
    }

    /// Removes the running animations of `views` (``removeAllAnimations(of:)``), the blocks
    /// that lose their last one completing in call order across all of them, as blocks ending
    /// at one tick do (a view's list is in no such order once tracks have left it, and walked
    /// backwards it completed the later block first). A property animator's block and a
    /// ``Timeline`` just lose the tracks.
    ///
    /// A block that has run its whole course by now — it ends at this very tick, and its end
    /// waits behind the code that runs (another block's completion, ending at the same tick) —
    /// is not cut: it keeps its tracks and completes with `finished = true`, as Core
    /// Animation's flag says whether the animation "reached the end of its duration without
    /// being removed" (``hasRunItsCourse(_:_:)``).
    func removeAllAnimations(of views: [View]) {
        settleRows()   // blocks ended with their row are not cut: they go first, finished
        var cuts: [(track: TrackRef, block: Int)] = []
        for view in views {
            for track in view.trackRefs {
                let slot = store.group(of: track)
                guard slot >= 0, let state = store.groups[Int(slot)], !hasRunItsCourse(slot, state) else { continue }
                cuts.append((track, state.id))
            }
        }
        // the views' lists swept once at the end (cutting n tracks of one view one by one
        // shifted its list n times); nothing between reads them
        let batch = store.deferKills()
        for cut in cuts.sorted(by: { $0.block < $1.block }) { cutShort(cut.track) }
        if batch { store.sweepDeferredKills() }
    }

    /// Removes the running animations of `view` that belong to the block `handle`, as
    /// ``removeAllAnimations(of:)`` does for all of them (a block that has run its course is
    /// not cut). A view transition's flip ends so when a second transition of the container
    /// replaces it, leaving the container's other animations alone.
    func removeAnimations(of view: View, in handle: AnimationHandle) {
        settleRows()
        let tracks = view.trackRefs.filter { track in
            let slot = store.group(of: track)
            guard slot >= 0, let state = store.groups[Int(slot)] else { return false }
            return state === handle && !hasRunItsCourse(slot, state)
        }
        let batch = store.deferKills()
        for track in tracks { cutShort(track) }
        if batch { store.sweepDeferredKills() }
    }

    /// Frees a group's slot and whatever keeps it scheduled (end timer, hold).
    func retire(_ slot: Int32) {
        guard let state = store.removeGroup(slot) else { return }
        if state.endTimer != .none { clock.cancelBlockEnd(of: state, at: state.endTimer) }
        if let timer = state.timelineEndTimer { clock.cancel(timer) }
        if let hold = state.hold { clock.release(hold) }
    }

    /// Whether `view` may be hit-tested now: it has no running animation, or every one of
    /// them was begun with `.allowUserInteraction` (UIKit skips views being animated
    /// otherwise).
    public func allowsUserInteraction(_ view: View) -> Bool {
        settleRows()
        let slot = view.animationSlot
        guard slot >= 0 else { return true }
        return (0..<store.trackCount(ofSlot: slot)).allSatisfy { i in
            let g = store.group(of: store.track(ofSlot: slot, i))   // < 0: ended, still listed
            return g < 0 || store.groups[Int(g)]?.allowsUserInteraction == true
        }
    }

    /// The end timer of a group (or its timeline's end): its remaining animations are done.
    /// (Not `retire`: the timer that ends it is the one running, nothing to cancel — a frame
    /// may end ten thousand blocks.)
    func groupDidEnd(_ slot: Int32, id: Int) throws {
        guard let state = store.groups[Int(slot)], state.id == id else { return }
        try groupDidEnd(slot, state: state)
    }

    /// Ends the block of `first`, whose end timer the clock has just taken, then the block
    /// ends the clock has queued right after it at `tick`, one by one, until a block's
    /// completion or awaiting code ran, the clock says to stop (work queued for the next
    /// turn: ``Clock/nextBlockEnd(at:)``) or `budget` timers ran; returns how many ran.
    ///
    /// The clock's timers are this system's (one clock an engine): the clock reaches the
    /// system once a run (``Clock/blockEnds``), not each block's state (an unowned reference
    /// in every state was a strong load and its release a block, and another release when
    /// the block completed: ~45 instructions a block in callgrind).
    ///
    /// Each state is moved out of `pending` into a constant for the calls (a state read from
    /// the variable for each was retained and released around them: callgrind, ~50
    /// instructions a block; a copy kept beside the variable, ~60), and moved back before
    /// `pending` is asked whether it holds the state's one reference (``keepForReuse(_:)``).
    func endBlocks(from first: GroupState, at tick: Int64, budget: Int) throws -> Int {
        var pending: GroupState? = first, ran = 0
        repeat {
            ran += 1
            let state = pending.take().unsafelyUnwrapped
            let ranCode = try groupDidEnd(state.slot, state: state)
            pending = consume state
            keepForReuse(&pending)
            if ranCode || ran >= budget { break }
            pending = clock.nextBlockEnd(at: tick)
        } while pending != nil
        return ran
    }

    /// The same for the block whose state is `state` (an `animate` block's own end timer).
    /// Returns whether code outside the engine ran (the block's completion, or code awaiting
    /// it): ``endBlocks(from:at:budget:)`` goes on to the next block due only if not.
    @discardableResult
    func groupDidEnd(_ slot: Int32, state: GroupState) throws -> Bool {
        guard store.removeGroup(slot, ifItHolds: state) else { return false }
        if let hold = state.hold { clock.release(hold) }   // a block repeating forever that a cancelled interaction ends
        return try complete(state, finished: state.allFinished)
    }

    /// A block that ends without its end timer completes one run-loop turn later. Until then
    /// the system lists it: were the engine to go first, its `deinit` takes the completion from
    /// the handle a script may hold (a completion capturing that handle is a cycle through
    /// Lua's registry that neither collector sees).
    private func completeNextTurn(_ state: GroupState, finished: Bool, label: String) {
        completionsDue[ObjectIdentifier(state)] = state
        clock.async(label: label) { [unowned self] in
            completionsDue[ObjectIdentifier(state)] = nil
            try complete(state, finished: finished)
        }
    }

    /// Records the end, calls the completion, then the handle's continuations. The timeline
    /// records the completion once if either exists: an awaiting task is the completion
    /// written straight down, and reads the same as the block's completion would. If the
    /// completion or a continuation throws, the continuations after it are queued (nothing
    /// is lost: one failing task leaves the others that await the block going on) and the
    /// error propagates. Returns whether there was a completion or a continuation to call.
    @discardableResult
    func complete(_ state: GroupState, finished: Bool) throws -> Bool {
        let id = state.id
        record(.animationEnded(id: id, tick: clock.now, finished: finished))
        let awaiting = state.complete(finished)     // nil when nothing awaits the block
        let completion = state.takeCompletion()
        if completion == nil && awaiting?.isEmpty ?? true { return false }
        let continuations = awaiting ?? []
        record(.completionCalled(id: id, tick: clock.now, finished: finished))
        if let completion {
            do {
                try completion(finished)
            } catch {
                for continuation in continuations { clock.async { try continuation(finished) } }
                throw error
            }
        }
        for (i, continuation) in continuations.enumerated() {
            do {
                try continuation(finished)
            } catch {
                for rest in continuations[(i + 1)...] { clock.async { try rest(finished) } }
                throw error
            }
        }
        return true
    }
}

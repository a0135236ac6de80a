/// `UIViewAnimating` and `UIViewImplicitlyAnimating` on ``PropertyAnimator``: the calls that
/// move it through its states.
extension PropertyAnimator {
    /// `addAnimations(_:delayFactor:)`: on an inactive animator the block waits for it to
    /// start and begins `delayFactor × duration` in; on an active one it runs at once, over
    /// the remaining time, beginning `delayFactor` of that remaining time later.
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` on a stopped animator;
    ///   ``CoreError/Kind/invalidNumber`` unless 0 ≤ delayFactor ≤ 1; what the block throws.
    public func addAnimations(delayFactor: Double = 0, _ animations: @escaping () throws -> Void) throws {
        guard delayFactor.isFinite, delayFactor >= 0, delayFactor <= 1 else {
            throw CoreError(.invalidNumber, "addAnimations: delayFactor must be between 0 and 1 (got \(CoreError.describe(delayFactor)))")
        }
        try refuse(.stopped, "addAnimations", "cannot add animations to a stopped animator")
        blocks.append(Block(body: animations, delayFactor: delayFactor))
        meter.animatorBlocks += 1
        if state == .active { try activate(block: blocks.count - 1, at: forwardFraction) }
    }

    /// `addCompletion(_:)`: runs with the final position when the animations end (after
    /// the ones added before).
    public func addCompletion(_ completion: @escaping (Position) throws -> Void) {
        completions.append(completion)
        meter.animatorCompletions += 1
    }

    /// `startAnimation()` / `startAnimation(afterDelay:)`: runs the animations from where
    /// they are towards the end (the start when reversed). Nothing happens if it runs already.
    public func startAnimation(afterDelay delay: Double = 0) throws {
        // A start from a completion follows an end not yet told (reachedEnd tells it after
        // the completions): told first, or the two would fold into no change at all
        try tellRunningChange()
        let delayTicks = try Clock.ticks(forSeconds: delay, "startAnimation delay")
        try refuse(.stopped, "startAnimation", "an animator cannot be started while it is stopped; call finishAnimation(at:) first")
        // A start inside its own animations block (the animator is already starting) does
        // nothing, as UIKit's start of a running animator does: the outer start runs it.
        if isRunning || starting { return }
        if state == .inactive {
            starting = true
            defer { starting = false }
            try activate()
        }
        self.delay = delay
        resume(after: delayTicks)
        try tellRunningChange()
    }

    /// `pauseAnimation()`: holds the animations where they are (activating an inactive
    /// animator at its start).
    public func pauseAnimation() throws {
        try refuse(.stopped, "pauseAnimation", "a stopped animator cannot be paused")
        try requireInterruptible("pauseAnimation")
        if state == .inactive { try activate(); return }
        halt()
        try tellRunningChange()
    }

    /// Sets ``fractionComplete`` on a paused (or inactive) animator: scrubbing. With
    /// ``scrubsLinearly`` the values move linearly from where the animator was paused. On a
    /// reversed animator the value counts from the end back (UIKit since iOS 11): 0.8 puts
    /// the animations 80 % of the way back, at 0.2 of their forward motion.
    public func setFractionComplete(_ value: Double) throws {
        guard value.isFinite else {
            throw CoreError(.invalidNumber, "fractionComplete must be a finite number (got \(CoreError.describe(value)))")
        }
        try refuse(.stopped, "fractionComplete", "a stopped animator cannot be scrubbed")
        if isRunning {
            throw CoreError(.invalidArgument, "fractionComplete can only be set while the animator is paused (it is running); call pauseAnimation() first")
        }
        try requireInterruptible("fractionComplete")
        if state == .inactive { try activate() }
        if scrubsLinearly {
            for i in blocks.indices {
                let u = progress(ofBlock: i, at: fraction)
                if let y = blocks[i].mappingY, case .segment = y { blocks[i].mappingY = .scrub(u: u, w: y.weight(u)) }
                if case .scrub = blocks[i].mapping { continue }
                blocks[i].mapping = .scrub(u: u, w: blocks[i].mapping.weight(u))
            }
        }
        let clamped = min(1, max(0, value))
        fraction = isReversed ? 1 - clamped : clamped
    }

    /// Sets ``isReversed``: a running animator turns round at once and retraces its curve.
    /// Nothing moves, but ``fractionComplete`` now counts towards the start (1 − what it read).
    public func setReversed(_ reversed: Bool) throws {
        try refuse(.stopped, "isReversed", "a stopped animator cannot be reversed")
        if reversed == isReversed { return }
        if state == .active { try requireInterruptible("isReversed") }
        if isRunning {
            halt()
            isReversed = reversed
            resume(after: 0)
            try tellRunningChange()
        } else {
            isReversed = reversed
        }
    }

    /// Sets ``isInterruptible`` (UIKit raises if the animator is active).
    public func setInterruptible(_ value: Bool) throws {
        if state != .inactive {
            throw CoreError(.invalidArgument, "isInterruptible cannot be changed while the animator is \(state.rawValue)")
        }
        isInterruptible = value
    }

    /// Sets ``isUserInteractionEnabled`` (UIKit raises if the animator is active: its blocks'
    /// views are hit-tested by the value they began with).
    public func setUserInteractionEnabled(_ value: Bool) throws {
        if state != .inactive {
            throw CoreError(.invalidArgument, "isUserInteractionEnabled cannot be changed while the animator is \(state.rawValue)")
        }
        isUserInteractionEnabled = value
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: resumes a paused animator
    /// (or adjusts a running one) with a new curve (nil keeps the curve) and a new speed: the
    /// whole animation would now take `durationFactor × duration` (0 keeps the duration), so
    /// the rest takes that times the fraction left. A new curve applies from where each
    /// block is, so nothing jumps.
    public func continueAnimation(curve newCurve: TimingCurve? = nil, durationFactor: Double = 0) throws {
        try checkContinue(durationFactor: durationFactor)
        halt()
        speed = durationFactor == 0 ? speed : durationFactor
        if let newCurve {
            curve = newCurve.timed(for: duration)
            curveY = nil   // y follows the new curve from where it is
            retarget(force: true)
            if curve.isCustom { engine.animations.checkCustomCurve(of: self) }
        }
        resume(after: 0)
        try tellRunningChange()
    }

    /// `stopAnimation(_:)`: ends the animations where they are — the model takes the values
    /// on screen. With `withoutFinishing` the animator goes straight to inactive and its
    /// completions never run; without, it is stopped until ``finishAnimation(at:)``.
    ///
    /// - Throws: when a custom curve cannot give the values on screen now (its host's error,
    ///   or a value that is not ``TimingCurve/isValidCustomValue(_:)``): the animator and the
    ///   model stay as they were — the model never takes a made-up value (docs/animation.md),
    ///   and the error is this call's, not the next clock call's. An active animator that is
    ///   not interruptible cannot be stopped while it runs, as it cannot be paused (Apple,
    ///   `isInterruptible`: "the animations run to completion (and without interruption)");
    ///   once they have (`pausesOnCompletion`: active, not running, at the end), stopping
    ///   interrupts nothing and is the way to end it.
    public func stopAnimation(_ withoutFinishing: Bool) throws {
        if isRunning { try requireInterruptible("stopAnimation") }
        try stop(withoutFinishing: withoutFinishing)
        try tellRunningChange()
    }

    /// ``stopAnimation(_:)`` whether or not the animator is interruptible: for the engine's
    /// own end of an animator released while paused (`PropertyAnimator+Release.swift`).
    func stop(withoutFinishing: Bool) throws {
        guard state == .active else { return }
        let now = engine.clock.now
        let weights = try blocks.indices.map { i in
            let w = weight(ofBlock: i, at: now)
            if let failure = engine.animations.customCurveFailure?() { throw failure }
            guard TimingCurve.isValidCustomValue(w) else {
                throw CoreError(.invalidNumber, "stopAnimation: the curve \(curve.name) returned \(formatNumber(w)) at \(formatNumber(Double(now) / Double(Clock.ticksPerSecond))) s (a custom curve must return a finite number within ±\(formatNumber(TimingCurve.customValueLimit)))")
            }
            // the y parts on their own group follow a spring, or the curve checked above
            return (w, blocks[i].groupY < 0 ? w : weight(ofBlock: i, at: now, alongY: true))
        }
        for i in blocks.indices {
            for change in blocks[i].changes where engine.animations.isLive(change.track, in: change.group(in: blocks[i])) {
                let w = change.alongY ? weights[i].1 : weights[i].0
                let current: AnimVector
                if change.property.isAdditive {
                    let d = change.property.descriptor
                    current = d.adding(d.difference(change.old, change.new), times: 1 - w,
                                       to: change.view.modelVector(change.property))
                } else {
                    current = change.property.descriptor.interpolate(change.old, change.new, w)
                }
                change.view.applyModel(change.property, current)
            }
        }
        halt()
        engine.animations.retire(self)
        if withoutFinishing {
            reset()
            engine.animations.animatorDidEnd(self)
        } else {
            state = .stopped
            engine.animations.stoppedAnimators.insert(id)
        }
    }

    /// `finishAnimation(at:)`: after `stopAnimation(false)`, sets the model to the end values,
    /// the start values or leaves the current ones, returns to inactive and runs the
    /// completions with `position`.
    public func finishAnimation(at position: Position) throws {
        guard state == .stopped else {
            throw CoreError(.invalidArgument, "finishAnimation(at:) needs a stopped animator (this one is \(state.rawValue)); call stopAnimation(false) first")
        }
        try finish(at: position)
    }

    // MARK: Internals

    /// What every `continueAnimation` refuses before anything changes: a factor that is not a
    /// finite number ≥ 0 or makes the run's ticks overflow, and an animator that is not active.
    func checkContinue(durationFactor: Double) throws(CoreError) {
        guard durationFactor.isFinite, durationFactor >= 0 else {
            throw CoreError(.invalidNumber, "continueAnimation: durationFactor must be a finite number of at least 0 (got \(CoreError.describe(durationFactor)))")
        }
        // The rest of the run takes up to duration × factor seconds: ticks that must fit.
        if duration * durationFactor > Clock.maxSeconds {
            throw CoreError.tooLong(duration * durationFactor, "continueAnimation: duration × durationFactor")
        }
        guard state == .active else {
            throw CoreError(.invalidArgument, "continueAnimation needs an active animator (this one is \(state.rawValue))")
        }
    }

    private func refuse(_ s: State, _ what: String, _ why: String) throws(CoreError) {
        if state == s { throw CoreError(.invalidArgument, "\(what): \(why)") }
    }

    private func requireInterruptible(_ what: String) throws(CoreError) {
        if !isInterruptible && state == .active {
            throw CoreError(.invalidArgument, "\(what): the animator is not interruptible (isInterruptible = false)")
        }
    }

    /// Inactive → active: runs the waiting blocks.
    ///
    /// A block that throws fails the call that activated the animator, as a throwing
    /// `View.animate` block does (docs/animation.md, "Property animators"): the changes made
    /// so far stay in the model, unanimated (the blocks already run lose their animations
    /// too), the completions are dropped, and the animator is inactive again, with nothing
    /// on the clock — a state UIKit allows, so releasing it is no error. A block that
    /// stopped its own animator leaves it as it stopped it.
    private func activate() throws {
        state = .active
        fraction = 0
        do {
            for i in blocks.indices where blocks[i].group < 0 {
                try activate(block: i, at: 0)
            }
        } catch {
            if state == .active {
                halt()
                engine.animations.retire(self)
                reset()
                engine.animations.animatorDidEnd(self)
            }
            throw error
        }
    }

    private func activate(block i: Int, at f: Double) throws {
        guard let body = blocks[i].body else { return }
        blocks[i].body = nil
        blocks[i].start = f + blocks[i].delayFactor * (1 - f)
        blocks[i].mapping = .segment(from: (0, 0), to: (1, 1), curve: curve)
        try engine.animations.commit(block: i, of: self, at: f, body)
    }

    /// Stops the clock of the animator (keeping the fraction it reached).
    func halt() {
        fraction = forwardFraction
        run = nil
        if let timer = endTimer { engine.clock.cancel(timer) }
        endTimer = nil
    }

    /// Runs from the current fraction towards the target, after `delay` ticks.
    func resume(after delayTicks: Int64) {
        // One run, one end: a run scheduled meanwhile (a block that continued its own
        // animator while it started) gives way, so no end is ever reached twice.
        if let timer = endTimer { engine.clock.cancel(timer) }
        retarget(force: false)
        let unit = Int64((duration * speed * Double(Clock.ticksPerSecond)).rounded())
        let now = engine.clock.now
        run = Run(start: now + delayTicks, from: fraction, unit: unit)
        let remaining = isReversed ? fraction : 1 - fraction
        let end = now + delayTicks + Int64((remaining * Double(unit)).rounded(.up))
        // (strong: a running animator lives until its end, whoever else lets it go)
        endTimer = engine.clock.schedule(atTick: end, label: origin) { [self] in try self.reachedEnd() }
    }

    /// Before running towards the target: blocks whose mapping does not lead there get a new
    /// curve from where they are (all of them when the curve changed) — their centres' y
    /// parts, on a group of their own, ``curveY`` if there is one.
    func retarget(force: Bool) {
        let goal = target
        for i in blocks.indices {
            if let y = blocks[i].mappingY, force || !y.reaches(goal) {
                let u = progress(ofBlock: i, at: fraction)
                blocks[i].mappingY = .segment(from: (u, y.weight(u)), to: goal, curve: curveY ?? curve)
            }
            if !force && blocks[i].mapping.reaches(goal) { continue }
            let u = progress(ofBlock: i, at: fraction)
            blocks[i].mapping = .segment(from: (u, blocks[i].mapping.weight(u)), to: goal, curve: curve)
        }
    }

    private func reachedEnd() throws {
        fraction = isReversed ? 0 : 1
        run = nil
        endTimer = nil
        if pausesOnCompletion { try tellRunningChange(); return }
        engine.animations.retire(self)
        try finish(at: isReversed ? .start : .end, reached: true)
        try tellRunningChange()
    }

    /// Sets the model for `position`: the end values in the order the blocks ran, so a
    /// property two blocks changed ends at the later block's value (the one the script
    /// specified last), the start values the other way round (the first block's "before").
    /// An animator that ran to its end (`reached`) writes nothing: its blocks wrote the model
    /// when they ran, and whatever was written since — a later block, a direct set, another
    /// animation — stays, as UIKit's additive animations end on the model (docs/animation.md).
    private func finish(at position: Position, reached: Bool = false) throws {
        switch position {
        case .end where !reached:
            for block in blocks {
                for change in block.changes where !change.superseded {
                    change.view.applyModel(change.property, change.new)
                }
            }
        case .start:
            for block in blocks.reversed() {
                for change in block.changes.reversed() where !change.superseded {
                    change.view.applyModel(change.property, change.old)
                }
            }
        case .end, .current:
            break
        }
        let pending = completions
        let wasActive = state == .active
        deferringActivity = true
        reset()
        deferringActivity = false
        defer { if wasActive && state != .active { onActiveChanged?(false) } }
        try engine.animations.animatorDidFinish(self, at: position, completions: pending)
    }

    func reset() {
        state = .inactive
        meter.animatorBlocks -= blocks.count
        meter.animatorCompletions -= completions.count
        blocks = []
        completions = []
        fraction = 0
        speed = 1
        run = nil
    }
}

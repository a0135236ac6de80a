/// Custom curves checked at every frame. A closure (the Lua binding's curve functions) may
/// return NaN, an infinity or a huge value, or fail; what is on screen at that frame cannot
/// be computed. A display evaluates every curve at every frame, so the engine does the same
/// for custom curves as the clock passes over frames (``Clock/checkFrames``), whether or
/// not anything reads the presentation: the first frame that cannot be shown stops time
/// there with the curve's error, the same under `transit run`, a trace, a render or a spec.
/// Built-in curves are finite by construction and are not evaluated here: with no custom
/// curve running the clock's hook is nil, and a move of the clock costs one test of it.
extension AnimationSystem {
    /// The most frames of one block one move checks: past it they are checked at an even
    /// stride (a script's `clock.advance(1e6)` over a curve repeating forever would
    /// otherwise call it 60 million times where no limit's hook runs).
    static let maxCheckedFrames: Int64 = 10_000

    /// Evaluates each live block with a custom curve at every frame tick `from ≤ tick < to`
    /// (the frames the clock leaves), in frame order.
    ///
    /// - Throws: a ``FrameFailure`` at the first frame whose value is not
    ///   ``TimingCurve/isValidCustomValue(_:)`` or whose evaluation the host reports failed
    ///   (``customCurveFailure``); its error is the host's, or a ``CoreError/Kind/invalidNumber``
    ///   naming the curve and the value.
    func checkCustomCurves(from: Int64, to: Int64) throws(FrameFailure) {
        customCurveGroups.removeAll { store.groups[Int($0.slot)] !== $0.state }
        if customCurveGroups.isEmpty { clock.checkFrames = nil }
        guard !customCurveGroups.isEmpty, to > from else { return }
        var first = clock.frame(at: from)
        if clock.frameTick(first) < from { first += 1 }
        let last = clock.frame(at: to - 1)
        guard first <= last else { return }
        var failure: FrameFailure?
        for (slot, _) in customCurveGroups {
            let timing = store.timing(ofGroup: slot), driven = timing.curveKind == .driven
            // Past its end a block is gone (its end timer fires first).
            let end = driven || timing.end == .max ? last : min(last, clock.frame(at: timing.end))
            let stride = max(1, (end - first + AnimationSystem.maxCheckedFrames) / AnimationSystem.maxCheckedFrames)
            var n = first
            while n <= end {
                let tick = clock.frameTick(n)
                if let found = failure, tick >= found.tick { break }     // an earlier frame failed
                if let error = customCurveError(slot, at: tick) {
                    failure = FrameFailure(tick: tick, error: error)
                    break
                }
                // Up to its begin a block shows its start (progress 0): one such frame stands
                // for the others, a delay's frames are not each a call.
                n = !driven && tick < timing.begin ? max(n + 1, clock.frame(at: timing.begin)) : n + stride
            }
        }
        if let failure { throw failure }
    }

    /// Checks the block in `slot` at every frame from now on: its curve is a custom one. A
    /// block just committed, so not listed yet: no search (ten thousand blocks with a Lua
    /// curve searched the list ten thousand times).
    func checkCustomCurve(of slot: Int32, _ state: GroupState) {
        customCurveGroups.append((slot, state))
        if clock.checkFrames == nil {
            clock.checkFrames = { [weak self] from, to throws(FrameFailure) in try self?.checkCustomCurves(from: from, to: to) }
        }
    }

    /// Checks the blocks of `animator` at every frame from now on: its curve became a custom
    /// one after they began (`continueAnimation` with a Lua curve).
    func checkCustomCurve(of animator: PropertyAnimator) {
        for block in animator.blocks where block.group >= 0 {
            guard let state = store.groups[Int(block.group)],
                  !customCurveGroups.contains(where: { $0.state === state }) else { continue }   // checked already
            checkCustomCurve(of: block.group, state)
        }
    }

    /// Runs `body`, which samples curves for a picture rather than a frame (a render's plot of
    /// each curve at 65 points): no value it computes is on screen, so a custom curve's host
    /// keeps no failure meanwhile (``isSamplingCurves``) — a render fails where a run does,
    /// at a frame.
    public func samplingCurves<T>(_ body: () throws -> T) rethrows -> T {
        let saved = isSamplingCurves
        isSamplingCurves = true
        defer { isSamplingCurves = saved }
        return try body()
    }

    /// Why the block in `slot` cannot be shown at `tick`, or nil when it can.
    private func customCurveError(_ slot: Int32, at tick: Int64) -> (any Error)? {
        let value = store.eased(group: slot, at: tick)
        if let error = customCurveFailure?() { return error }
        guard TimingCurve.isValidCustomValue(value) else {
            // an animator's blocks follow its curve, which continueAnimation may have changed
            let curve = store.groups[Int(slot)]?.driver?.animator.curve ?? store.curve(ofGroup: Int(slot))
            return CoreError(.invalidNumber, "the curve \(curve.name) returned \(formatNumber(value)) at \(formatNumber(Double(tick) / Double(Clock.ticksPerSecond))) s (a custom curve must return a finite number within ±\(formatNumber(TimingCurve.customValueLimit)))")
        }
        return nil
    }
}

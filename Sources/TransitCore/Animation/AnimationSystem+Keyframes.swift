/// `UIView.animateKeyframes` and `UIView.addKeyframe`: one animation block whose changes are
/// made in keyframes, each over part of the duration (see docs/animation.md, "Keyframes").
extension AnimationSystem {
    /// Animates the changes made in `animations` keyframe by keyframe, as
    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
    ///
    /// Inside `animations`, ``addKeyframe(relativeStartTime:relativeDuration:animations:)``
    /// blocks change properties over their part of the duration; a property changed directly
    /// in `animations` animates over the whole duration. Each changed (view, property) follows
    /// a path through its value before the block and its value after each keyframe, holding
    /// between keyframes, interpolated by `calculationMode`; `curve` maps the whole
    /// animation's time (UIKit's keyframe animations ease in and out as a whole unless given
    /// a linear curve), except in the paced modes, which run at constant speed. The model takes the final values at once; geometry stays additive
    /// (the path is a delta from the final model) and the other properties replace a running
    /// animation of theirs, as with ``animate(duration:delay:curve:options:repeatCount:origin:animations:completion:)``,
    /// whose rules (delay, repeat, completion) hold here too.
    @discardableResult
    public func animateKeyframes(duration: Double, delay: Double = 0, options: AnimationOptions = [],
                                 calculationMode: KeyframeCalculationMode = .linear,
                                 curve: TimingCurve = .easeInOut, repeatCount: Double? = nil, origin: String = "",
                                 animations: () throws -> Void,
                                 completion: ((Bool) throws -> Void)? = nil) throws -> AnimationHandle {
        let recorder = KeyframeRecorder(mode: calculationMode)
        return try animate(duration: duration, delay: delay, curve: curve, options: options,
                           repeatCount: repeatCount, origin: origin, keyframes: recorder, animations: {
            try animations()
            if let tx = transactions.last { recorder.note(tx.records) }
        }, completion: completion)
    }

    /// Adds a keyframe to the open ``animateKeyframes(duration:delay:options:calculationMode:curve:repeatCount:origin:animations:completion:)``
    /// block, as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`:
    /// the changes `animations` makes animate from `relativeStartTime` to
    /// `relativeStartTime + relativeDuration` (fractions of the whole duration).
    ///
    /// - Throws: ``CoreError/Kind/invalidArgument`` outside the animations of
    ///   `animateKeyframes`; ``CoreError/Kind/invalidNumber`` for times outside 0…1 or
    ///   ending after 1.
    public func addKeyframe(relativeStartTime start: Double, relativeDuration length: Double,
                            animations: () throws -> Void) throws {
        guard let tx = transactions.last, let recorder = tx.keyframes else {
            throw CoreError(.invalidArgument, "addKeyframe must be called inside the animations of animateKeyframes")
        }
        for (value, name) in [(start, "relativeStartTime"), (length, "relativeDuration")] {
            guard value.isFinite, value >= 0, value <= 1 else {
                throw CoreError(.invalidNumber, "addKeyframe: \(name) must be between 0 and 1 (got \(CoreError.describe(value)))")
            }
        }
        guard start + length <= 1 + 1e-9 else {
            throw CoreError(.invalidNumber, "addKeyframe: relativeStartTime + relativeDuration must not exceed 1 (got \(formatNumber(start)) + \(formatNumber(length)))")
        }
        recorder.note(tx.records)                                  // direct changes so far
        try animations()
        recorder.note(tx.records, start: start, end: min(1, start + length))
    }

    /// The keyframe track of record `i` of a keyframe block (see `commit`).
    func addKeyframeTrack(_ rec: ChangeRecord, _ i: Int, _ recorder: KeyframeRecorder, group: Int32) {
        let new = rec.view.modelVector(rec.property)
        let path: KeyframePath
        if rec.property.isAdditive {
            path = recorder.path(i, from: rec.old, minus: new, of: rec.property.descriptor)
        } else {
            if let running = store.liveTrack(of: rec.view, rec.property) { cutShort(running) }
            path = recorder.path(i, from: rec.presented ?? rec.old, minus: .zero, of: rec.property.descriptor)
        }
        store.addKeyframeTrack(view: rec.view, group: group, property: rec.property, path: path)
    }
}

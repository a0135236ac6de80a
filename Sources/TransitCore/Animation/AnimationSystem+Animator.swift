/// The engine's side of ``PropertyAnimator``: its blocks become groups whose progress the
/// animator drives (`CurveKind.driven`), and its end is recorded on the timeline.
extension AnimationSystem {
    /// Runs block `i` of `animator`, activated at fraction `f`, recording its changes as
    /// tracks of a new driven group.
    ///
    /// Its changes begin from the current state: a property another animation is moving and
    /// that cannot add (`alpha`, colours, corner radius) starts from what is on screen —
    /// `UIViewPropertyAnimator.addAnimations(_:delayFactor:)`: "the new animations take over
    /// as if the beginFromCurrentState option had been specified for a view-based animation".
    ///
    /// The block runs from its start fraction to 1: what the timeline records (and a block
    /// nested in it inherits) is that time and the wait before it, in the animator's current
    /// seconds — for a block added to a running animator, `(1 − fractionComplete) × duration`
    /// less its delay (`UIViewPropertyAnimator.addAnimations(_:delayFactor:)`).
    func commit(block i: Int, of animator: PropertyAnimator, at f: Double, _ body: () throws -> Void) throws {
        transactions.last?.hadNested = true
        let unit = animator.duration * animator.speed
        let start = animator.blocks[i].start
        let (duration, delay) = ((1 - start) * unit, (start - f) * unit)
        let ticks = try Clock.ticks(forSeconds: duration, "animation duration")
        let tx = Transaction(serial: nextTransactionSerial(), duration: duration, delay: delay,
                             durationTicks: max(1, ticks), delayTicks: try Clock.ticks(forSeconds: delay, "animation delay"),
                             curve: animator.curve, options: [.beginFromCurrentState], origin: animator.origin)
        defer { recycleRecords(of: tx) }
        tx.lendsTiming = true
        let carried = animator.curve.spring?.initialVelocity ?? 0
        tx.distinctVelocity = animator.springVelocityY.map {
            DistinctVelocity(dx: carried, dy: $0, carriesY: false, origin: animator.origin)
        } ?? animator.springVelocityX.map {
            DistinctVelocity(dx: $0, dy: carried, carriesY: true, origin: animator.origin)
        }
        transactions.append(tx)
        do {
            try body()
        } catch {
            transactions.removeLast()
            throw error
        }
        transactions.removeLast()
        // The block may have stopped or finished its own animator (a script can): its blocks
        // are gone, and the changes stay in the model unanimated.
        guard animator.state == .active, animator.blocks.indices.contains(i) else {
            throw CoreError(.invalidArgument, "the animator was stopped inside its own animations block: \(animator.origin)")
        }
        try refuseDistinctVelocity(tx)
        if !store.hasRoom(forTracks: tx.records.count) { throw store.tooManyTracks }

        let state = GroupState(id: animator.id, completion: nil,
                               options: animator.isUserInteractionEnabled ? .allowUserInteraction : [])
        state.driver = (animator, i)
        state.curve = animator.curve
        var group: Int32 = -1
        var properties: [String] = []
        var names: [String] = []
        for (index, rec) in tx.records.enumerated() {
            let new = rec.view.modelVector(rec.property)
            if new == rec.old { continue }
            if group < 0 {
                settleRows()
                group = store.addGroup(GroupTiming(begin: 0, duration: 1, curveKind: .driven, curveIndex: -1), state)
                if animator.curve.isCustom { checkCustomCurve(of: group, state) }
            }
            addTrack(for: rec, index, of: tx, to: group)
            // A replaced property runs from what was on screen (`rec.presented`): stop, finish
            // at the start and a reversal go back there, where the animation began.
            animator.blocks[i].changes.append(PropertyAnimator.Change(
                view: rec.view, property: rec.property, old: rec.presented ?? rec.old, new: new,
                track: store.lastTrack(of: rec.view)!))
            let name = rec.view.displayName
            if !names.contains(name) { names.append(name) }
            properties.append("\(name).\(rec.property)")
        }
        animator.blocks[i].group = group
        record(.animationBegan(AnimationBegin(
            id: animator.id, tick: clock.now, viewNames: names, properties: properties,
            duration: duration, delay: delay, curve: animator.curve.name, origin: animator.origin)))
    }

    /// Refuses a block of `tx` that changed what takes the velocity component its spring does
    /// not carry (``Transaction/distinctVelocity``): a view's y when it carries `dx`; when a
    /// continue gave it `dy`, anything that takes `dx` — every property but a view's `center`
    /// moved along y alone (Apple, `UISpringTimingParameters.initialVelocity`). Its changes
    /// then stay in the model unanimated.
    func refuseDistinctVelocity(_ tx: Transaction) throws(CoreError) {
        guard let v = tx.distinctVelocity else { return }
        if v.carriesY {
            guard let rec = tx.records.first(where: { rec in
                let new = rec.view.modelVector(rec.property)
                return new != rec.old && (rec.property != .center || new.v0 != rec.old.v0)
            }) else { return }
            throw CoreError(.invalidArgument, "the animator created at \(v.origin) was continued on a spring with initialVelocity dy = \(formatNumber(v.dy)) for its move along y, and this block changes \(rec.view.displayName).\(rec.property), which UIKit gives dx = \(formatNumber(v.dx)); one spring drives all of a Transit animator's properties: give dx and dy the same value, or animate it in an animator of its own")
        }
        guard let moved = tx.records.first(where: { $0.property == .center && $0.view.modelVector(.center).v1 != $0.old.v1 })
        else { return }
        throw CoreError(.invalidArgument, "the animator created at \(v.origin) moves \(moved.view.displayName).center along y with initialVelocity dx = \(formatNumber(v.dx)), dy = \(formatNumber(v.dy)): UIKit gives y the dy, but one spring drives all of a Transit animator's properties, with dx; give dx and dy the same value (or one number)")
    }

    /// Whether `track` still belongs to `group` (another animation may have replaced it).
    func isLive(_ track: TrackRef, in group: Int32) -> Bool {
        group >= 0 && store.group(of: track) == group
    }

    /// Removes an animator's groups and their tracks, noting which changes were replaced.
    /// A change replaced by a later block of the same animator (a replaced property — alpha,
    /// a colour — that block set again) is not: the animator still owns the property, so
    /// `.start` puts back the earlier block's "before" ("the values of the properties before
    /// you applied any animations", `UIViewAnimatingPosition.start`), not the later block's,
    /// which began from what was on screen (review111: two blocks on alpha went back to 0.6).
    /// Only a replaced property: a later block adds to an additive one (geometry) and never
    /// ends its track, so a dead additive change was ended by something else — its view left
    /// the window, `removeAllAnimations` — and stays superseded (AnimatorFuzzTests, seeds 149,
    /// 170, 174 and 265: a centre went back past such a loss to the first block's before).
    func retire(_ animator: PropertyAnimator) {
        let blocks = animator.blocks
        let live = blocks.map { block in block.changes.map { isLive($0.track, in: block.group) } }
        // the last block with a live change of each view's replaced property: one pass, not a
        // scan of the later blocks per dead change (quadratic in a script's addAnimations)
        struct Key: Hashable { let view: ObjectIdentifier; let property: AnimatedProperty }
        var lastLive: [Key: Int] = [:]
        for (j, block) in blocks.enumerated() {
            for (k, change) in block.changes.enumerated() where live[j][k] && !change.property.isAdditive {
                lastLive[Key(view: ObjectIdentifier(change.view), property: change.property)] = j
            }
        }
        func ownLater(_ change: PropertyAnimator.Change, after i: Int) -> Bool {
            !change.property.isAdditive
                && lastLive[Key(view: ObjectIdentifier(change.view), property: change.property), default: -1] > i
        }
        for i in blocks.indices {
            let group = blocks[i].group
            for c in blocks[i].changes.indices where !live[i][c] && !ownLater(blocks[i].changes[c], after: i) {
                animator.blocks[i].changes[c].superseded = true
            }
            if group >= 0 { retire(group) }
            animator.blocks[i].group = -1
        }
    }

    /// Records the end of an animator dropped without its completions (`stopAnimation(true)`,
    /// a block that raised while it became active), if any of its blocks began: the timeline,
    /// and what a spec counts as still running, would otherwise hold it running for ever.
    func animatorDidEnd(_ animator: PropertyAnimator) {
        stoppedAnimators.remove(animator.id)
        if recorder.running[animator.id] != nil {
            record(.animationEnded(id: animator.id, tick: clock.now, finished: false))
        }
    }

    /// Records the end (of blocks that began: an animator started with none, or again after
    /// `stopAnimation(true)` ended its blocks, has no begin to end) and runs the completions
    /// in order; if one throws, the rest are queued (nothing is lost) and the error propagates.
    func animatorDidFinish(_ animator: PropertyAnimator, at position: PropertyAnimator.Position,
                           completions: [(PropertyAnimator.Position) throws -> Void]) throws {
        stoppedAnimators.remove(animator.id)
        if recorder.running[animator.id] != nil {
            record(.animationEnded(id: animator.id, tick: clock.now, finished: position == .end))
        }
        for (k, completion) in completions.enumerated() {
            record(.completionCalled(id: animator.id, tick: clock.now, finished: position == .end))
            do {
                try completion(position)
            } catch {
                for later in completions.dropFirst(k + 1) { clock.async { try later(position) } }
                throw error
            }
        }
    }
}

extension View {
    /// The model value of `property` as a vector.
    func modelVector(_ property: AnimatedProperty) -> AnimVector {
        property.descriptor.read(model)
    }

    /// Sets a model value without recording it in an open block (what a property animator's
    /// stop and finish do: the values are final, not animated).
    func applyModel(_ property: AnimatedProperty, _ v: AnimVector) {
        if modelVector(property) == v { return }
        property.descriptor.write(v, to: &model)
    }
}

/// A property animator's spring whose `dx` and `dy` differ, the one it carries, and where
/// the animator was made: what ``AnimationSystem/refuseDistinctVelocity(_:)`` names.
struct DistinctVelocity {
    let dx: Double
    let dy: Double
    /// Whether the spring carries `dy` (a continue chose it), so `dx` is the one refused.
    let carriesY: Bool
    let origin: String
}

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
        // a block nested in this one inherits the dx spring alone (``refuseDistinctVelocity(_:)``)
        if let y = animator.curveY {
            tx.distinctVelocity = DistinctVelocity(dx: animator.curve.spring?.initialVelocity ?? 0,
                                                   dy: y.spring?.initialVelocity ?? 0, origin: animator.origin)
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
        // a centre's y part is a track of its own when y has its own spring (``splitAlongY``)
        let yParts = animator.curveY == nil ? 0 : tx.records.lazy.filter { $0.property == .center }.count
        if !store.hasRoom(forTracks: tx.records.count + yParts) { throw store.tooManyTracks }

        let state = GroupState(id: animator.id, completion: nil,
                               options: animator.isUserInteractionEnabled ? .allowUserInteraction : [])
        state.driver = (animator, i, false)
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
        if animator.curveY != nil {
            animator.blocks[i].mappingY = .segment(from: (0, 0), to: (1, 1), curve: animator.curveY!)
            splitAlongY(block: i, of: animator)
        }
        record(.animationBegan(AnimationBegin(
            id: animator.id, tick: clock.now, viewNames: names, properties: properties,
            duration: duration, delay: delay, curve: animator.curve.name,
            curveY: animator.blocks[i].groupY < 0 ? nil : animator.curveY?.name, origin: animator.origin)))
    }

    /// The y parts of block `i`'s live centre changes that move along y and still ride on
    /// its group: how many tracks ``splitAlongY(block:of:)`` adds.
    func unsplitMovesAlongY(block i: Int, of animator: PropertyAnimator) -> Int {
        let block = animator.blocks[i]
        return block.changes.lazy.filter { self.movesAlongY($0, in: block) }.count
    }

    private func movesAlongY(_ change: PropertyAnimator.Change, in block: PropertyAnimator.Block) -> Bool {
        !change.alongY && change.property == .center && change.new.v1 != change.old.v1
            && isLive(change.track, in: block.group)
    }

    /// Gives the y part of each of block `i`'s centre changes a track of its own on the
    /// block's companion group (``PropertyAnimator/Block/groupY``, made here if need be),
    /// which follows the block's y mapping — `dy`'s spring (Apple,
    /// `UISpringTimingParameters.initialVelocity`: "For view position animations, both
    /// components of the initial velocity vector are considered"). A centre is additive, so
    /// the change's delta `old − new` splits exactly into its x part, which stays on the
    /// block's group, and its y part: the two tracks sum to the one they replace, and the
    /// change becomes two — (x₀, y₀) → (x₁, y₀) and (x₁, y₀) → (x₁, y₁) — which stop, finish
    /// at the start and at the end put together as they did the one. The block's y mapping
    /// must be set; the caller has checked the store's room
    /// (``unsplitMovesAlongY(block:of:)``).
    func splitAlongY(block i: Int, of animator: PropertyAnimator) {
        let block = animator.blocks[i]
        let moves = block.changes.indices.filter { movesAlongY(block.changes[$0], in: block) }
        if moves.isEmpty { return }
        settleRows()
        var groupY = block.groupY
        if groupY < 0 {
            let state = GroupState(id: animator.id, completion: nil,
                                   options: animator.isUserInteractionEnabled ? .allowUserInteraction : [])
            state.driver = (animator, i, true)
            state.curve = animator.curveY ?? animator.curve
            groupY = store.addGroup(GroupTiming(begin: 0, duration: 1, curveKind: .driven, curveIndex: -1), state)
            animator.blocks[i].groupY = groupY
        }
        let d = AnimatedProperty.center.descriptor
        var changes = block.changes
        for c in moves.reversed() {
            let change = changes[c]
            var corner = change.new
            corner.v1 = change.old.v1
            var parts: [PropertyAnimator.Change] = []
            if corner != change.old {
                // the x part stays on its track; a centre moved along y alone loses it (its
                // group passes over the dead reference: another group's if reused)
                store.setPointDelta(change.track, d.difference(change.old, corner))
                parts.append(PropertyAnimator.Change(view: change.view, property: .center, old: change.old, new: corner,
                                                     track: change.track))
            } else {
                store.removeTrack(change.track)
                store.groups[Int(block.group)]!.liveTracks -= 1
            }
            store.addTrack(view: change.view, group: groupY, property: .center,
                           from: d.difference(corner, change.new), to: .zero)
            parts.append(PropertyAnimator.Change(view: change.view, property: .center, old: corner, new: change.new,
                                                 track: store.lastTrack(of: change.view)!, alongY: true))
            changes.replaceSubrange(c...c, with: parts)
        }
        animator.blocks[i].changes = changes
    }

    /// Refuses a block of `tx`, nested in a property animator's block whose spring has a `dy`
    /// apart from its `dx` and inheriting that spring, that moves a view's centre along y:
    /// the nested block is an animation of its own on the `dx` spring, which UIKit would not
    /// give y (Apple, `UISpringTimingParameters.initialVelocity`). Its changes then stay in
    /// the model unanimated.
    func refuseDistinctVelocity(_ tx: Transaction) throws(CoreError) {
        guard let v = tx.distinctVelocity,
              let moved = tx.records.first(where: { $0.property == .center && $0.view.modelVector(.center).v1 != $0.old.v1 })
        else { return }
        throw CoreError(.invalidArgument, "a block nested in a block of the animator created at \(v.origin) moves \(moved.view.displayName).center along y and inherits its spring with initialVelocity dx = \(formatNumber(v.dx)), while UIKit gives y dy = \(formatNumber(v.dy)); move it in the animator's block itself, which gives y its own spring, or give the nested block a curve of its own (overrideInheritedCurve)")
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
        let live = blocks.map { block in block.changes.map { isLive($0.track, in: $0.group(in: block)) } }
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
            if blocks[i].groupY >= 0 { retire(blocks[i].groupY) }
            animator.blocks[i].group = -1
            animator.blocks[i].groupY = -1
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

/// A property animator's spring whose `dx` and `dy` differ, and where the animator was
/// made: what ``AnimationSystem/refuseDistinctVelocity(_:)`` names.
struct DistinctVelocity {
    let dx: Double
    let dy: Double
    let origin: String
}

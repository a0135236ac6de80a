/// `UIView.animate`: capturing a block's property changes and turning them into animations
/// with UIKit's retargeting rules (see `docs/animation.md`).
extension Engine {
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
    /// - With `duration` 0, or when the block changes nothing, there is no animation: the
    ///   completion runs one run-loop turn later (``Clock/async(label:_:)``, same clock time)
    ///   with `finished = true`, whatever the delay.
    ///
    /// The completion runs once, when the block's last animation ends, with `finished` true
    /// unless one of its animations was replaced.
    ///
    /// - Parameters:
    ///   - origin: where the call comes from (a script's `file:line`), for traces and the
    ///     end timer's label.
    /// - Returns: a handle to observe completion.
    /// - Throws: ``CoreError/Kind/invalidNumber`` for a negative, NaN or infinite duration or
    ///   delay (before the block runs); anything the block throws (its changes stay applied,
    ///   unanimated, and the completion is dropped).
    @discardableResult
    public func animate(duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
                        options: AnimationOptions = [], origin: String = "",
                        animations: () throws -> Void,
                        completion: ((Bool) throws -> Void)? = nil) throws -> AnimationHandle {
        let durationTicks = try Clock.ticks(forSeconds: duration, "animation duration")
        let delayTicks = try Clock.ticks(forSeconds: delay, "animation delay")
        transactions.last?.hadNested = true
        let tx = Transaction(serial: nextTransactionSerial(), duration: duration, delay: delay,
                             durationTicks: durationTicks, delayTicks: delayTicks, curve: curve,
                             options: options, origin: origin)
        transactions.append(tx)
        do {
            try animations()
        } catch {
            transactions.removeLast()
            throw error
        }
        transactions.removeLast()
        return commit(tx, completion: completion)
    }

    /// Called by a view's setter before it changes `property`: the open block, if any,
    /// records the old value (once per view and property).
    @inline(__always)
    func willChange(_ view: View, _ property: AnimatedProperty) {
        guard let tx = transactions.last else { return }
        record(view, property, in: tx)
    }

    private func record(_ view: View, _ property: AnimatedProperty, in tx: Transaction) {
        if view.transactionSerial == tx.serial && view.transactionMask & property.bit != 0 { return }
        if tx.hadNested && tx.records.contains(where: { $0.view === view && $0.property == property }) {
            return
        }
        if view.transactionSerial != tx.serial {
            view.transactionSerial = tx.serial
            view.transactionMask = 0
        }
        view.transactionMask |= property.bit
        var presented: AnimVector?
        if tx.options.contains(.beginFromCurrentState) && !property.isAdditive {
            presented = presentationVector(of: view, property)
        }
        tx.records.append(ChangeRecord(view: view, property: property,
                                       old: view.modelVector(property), presented: presented))
    }

    /// Turns a closed block's records into tracks, or schedules the immediate completion.
    private func commit(_ tx: Transaction, completion: ((Bool) throws -> Void)?) -> AnimationHandle {
        let handle = AnimationHandle(id: nextAnimationID())
        let state = GroupState(handle: handle, completion: completion, curve: tx.curve)
        var names: [String] = []
        var properties: [String] = []
        var group: Int32 = -1

        for rec in tx.records {
            let new = rec.view.modelVector(rec.property)
            if new == rec.old { continue }
            let name = rec.view.displayName
            if !names.contains(name) { names.append(name) }
            properties.append("\(name).\(rec.property)")
            if tx.durationTicks == 0 { continue }
            if group < 0 { group = store.addGroup(timing(of: tx), state) }
            if rec.property.isAdditive {
                store.addTrack(view: rec.view, group: group, property: rec.property,
                               from: rec.old - new, to: .zero)
            } else {
                let from = rec.presented ?? rec.old
                if let running = store.liveTrack(of: rec.view, rec.property) {
                    cutShort(running)
                }
                store.addTrack(view: rec.view, group: group, property: rec.property,
                               from: from, to: new)
            }
        }

        record(.animationBegan(AnimationBegin(
            id: handle.id, tick: clock.now, viewNames: names, properties: properties,
            duration: tx.duration, delay: tx.delay, curve: tx.curve.name, origin: tx.origin)))

        if group < 0 {
            // Nothing to animate: complete one run-loop turn later, finished.
            clock.async(label: tx.origin) { [unowned self] in
                try self.complete(state, finished: true)
            }
        } else {
            let id = handle.id
            state.endTimer = clock.schedule(atTick: clock.now + tx.delayTicks + tx.durationTicks,
                                            label: tx.origin) { [unowned self] in
                try self.groupDidEnd(group, id: id)
            }
        }
        return handle
    }

    private func timing(of tx: Transaction) -> GroupTiming {
        var kind = CurveKind.other
        var index: Int32 = -1
        switch tx.curve.storage {
        case .linear: kind = .linear
        case .bezier(let b): kind = .bezier; index = store.intern(b)
        case .penner, .steps, .spring, .custom: kind = .other
        }
        return GroupTiming(begin: clock.now + tx.delayTicks, duration: tx.durationTicks,
                           isLive: true, curveKind: kind, curveIndex: index)
    }

    /// Replaces a running (non-additive) track: its block will report `finished = false`;
    /// if it was the block's last running animation, the block completes now (one run-loop
    /// turn later, as Core Animation reports a removed animation).
    private func cutShort(_ track: TrackRef) {
        let groupSlot = store.group(of: track)
        guard groupSlot >= 0, let state = store.groups[Int(groupSlot)] else { return }
        store.removeTrack(track)
        state.liveTracks -= 1
        state.allFinished = false
        if state.liveTracks == 0 {
            if let timer = state.endTimer { clock.cancel(timer) }
            store.removeGroup(groupSlot)
            clock.async(label: "completion of animation #\(state.handle.id)") { [unowned self] in
                try self.complete(state, finished: false)
            }
        }
    }

    /// The end timer of a group: its remaining animations are done.
    private func groupDidEnd(_ slot: Int32, id: Int) throws {
        guard let state = store.groups[Int(slot)], state.handle.id == id else { return }
        store.removeGroup(slot)
        try complete(state, finished: state.allFinished)
    }

    /// Records the end, calls the completion, then the handle's hooks. If the completion
    /// throws, the hooks are queued (nothing is lost) and the error propagates.
    private func complete(_ state: GroupState, finished: Bool) throws {
        let id = state.handle.id
        record(.animationEnded(id: id, tick: clock.now, finished: finished))
        let hooks = state.handle.complete(finished)
        if let completion = state.completion {
            record(.completionCalled(id: id, tick: clock.now, finished: finished))
            do {
                try completion(finished)
            } catch {
                for hook in hooks { clock.async { try hook(finished) } }
                throw error
            }
        }
        for hook in hooks { try hook(finished) }
    }
}

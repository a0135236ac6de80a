/// The timeline on the engine: recording a tween's changes as `animate` records them, and
/// one driven animation group whose keyframe-style tracks ask the timeline for their values
/// at any tick (the store's frame pass and the on-demand presentation both read them).
///
/// Attached (started, not completed): the model holds each channel's final value and the
/// presentation follows the playhead. Detached (never started, or completed at an end): no
/// group; after completion the model holds what the timeline shows at that end.
extension Timeline {
    /// Runs `body` in a recording block and returns what it changed on `view` — each property
    /// once, with its new value — leaving the model as it was.
    func capture(_ view: View, _ body: () throws -> Void) throws -> [(AnimatedProperty, AnimVector)] {
        engine.animations.transactions.last?.hadNested = true
        let tx = Transaction(serial: engine.animations.nextTransactionSerial(), duration: 0, delay: 0, durationTicks: 0,
                             delayTicks: 0, curve: .linear, options: [], origin: origin)
        defer { engine.animations.recycleRecords(of: tx) }
        engine.animations.transactions.append(tx)
        var result: [(AnimatedProperty, AnimVector)] = []
        do {
            try body()
        } catch {
            engine.animations.transactions.removeLast()
            for rec in tx.records.reversed() { rec.view.applyModel(rec.property, rec.old) }
            throw error
        }
        engine.animations.transactions.removeLast()
        for rec in tx.records {
            if rec.view === view { result.append((rec.property, rec.view.modelVector(rec.property))) }
        }
        for rec in tx.records.reversed() { rec.view.applyModel(rec.property, rec.old) }
        return result
    }

    /// Attached to the engine: started and not completed (``onAttachmentChanged``).
    public var isAttached: Bool { groupState != nil }

    /// After tweens were added: while attached, the model takes the new final values and new
    /// channels get their tracks.
    func refreshModel(_ touched: [TimelineChannel]) {
        guard isAttached else { return }
        for ch in touched {
            ch.view.applyModel(ch.property, ch.final)
            if !tracked.contains(ObjectIdentifier(ch)) { addTrack(ch) }
        }
    }

    /// Refuses, before anything changes, a call that would attach the timeline when its
    /// tracks — one per channel — do not fit under the engine's track limit
    /// (``AnimationStore/trackLimit``): the script's error at its line, as `animate`'s, not a
    /// track reference's overflow (a crash). Counted as `animate` counts them: a track that
    /// will replace a running one counts too.
    func requireRoomToAttach() throws(CoreError) {
        if !isAttached { try engine.animations.requireRoom(forTracks: channels.count) }
    }

    /// Refuses, before anything is added, tweens whose (view, property) pairs would get new
    /// tracks past the limit: while attached, ``refreshModel(_:)`` gives each pair that has
    /// none its track. `count` bounds the pairs; they are listed (`pairs`) and counted only
    /// when that many would not fit: listing them cost ~2,400 instructions a tween, and the
    /// scan of the tracks per pair (as ``refreshModel(_:)``'s) ~15,000 more on a playing
    /// timeline of 2,000–4,000 tracks (docs/benchmark.md).
    func requireRoom(toTrack count: Int, _ pairs: () -> [(view: View, property: AnimatedProperty)]) throws(CoreError) {
        guard isAttached, !engine.animations.hasRoom(forTracks: count) else { return }
        var fresh: [(view: View, property: AnimatedProperty)] = []
        for p in pairs() where !fresh.contains(where: { $0.view === p.view && $0.property == p.property })
            && !tracks.contains(where: { $0.channel.view === p.view && $0.channel.property == p.property }) {
            fresh.append(p)
        }
        try engine.animations.requireRoom(forTracks: fresh.count)
    }

    /// Makes the group and its tracks; the model takes the final values. The caller has
    /// asked ``requireRoomToAttach()`` first.
    func attach() {
        guard !isAttached else { return }
        engine.animations.settleRows()
        let state = GroupState(id: engine.animations.nextAnimationID(), completion: nil)
        state.clock = { [self] tick in localTime(atTick: tick) }
        state.player = self
        group = engine.animations.store.addGroup(GroupTiming(begin: 0, duration: 1, curveKind: .driven, curveIndex: -1), state)
        groupState = state
        for ch in channels {
            ch.view.applyModel(ch.property, ch.final)
            addTrack(ch)
        }
        onAttachmentChanged?(true)
    }

    private func addTrack(_ ch: TimelineChannel) {
        guard let state = groupState else { return }
        let d = ch.property.descriptor
        if !d.isAdditive, let running = engine.animations.store.liveTrack(of: ch.view, ch.property),
           engine.animations.store.group(of: running) != group {
            engine.animations.cutShort(running)                 // a replacing property: the timeline replaces
        }
        guard engine.animations.store.groups[Int(group)] === state else { return }
        // Additive properties carry the difference from the final value (other animations
        // add theirs); the others the value itself.
        let path = KeyframePath(points: [(0, .zero), (1, .zero)], mode: .linear)
        path.evaluator = d.isAdditive
            ? { t in ch.value(at: t) - ch.final }
            : { t in ch.value(at: t) }
        engine.animations.store.addKeyframeTrack(view: ch.view, group: group, property: ch.property, path: path)
        tracks.append((ch, engine.animations.store.lastTrack(of: ch.view)!))
        tracked.insert(ObjectIdentifier(ch))
    }

    /// Removes the group; the model takes what the timeline shows at local time `local` where
    /// that is not the final value.
    func detach(showing local: Double) {
        let wasAttached = isAttached
        defer { if wasAttached { onAttachmentChanged?(false) } }
        if let state = groupState {
            if engine.animations.store.groups[Int(group)] === state {
                engine.animations.retire(group)
            }
            state.clock = nil
        }
        groupState = nil
        group = -1
        tracks = []
        tracked = []
        // Only where the timeline rests off its final values (back at the start, an
        // autoreversed end): elsewhere the model already holds them, or what the script set
        // since, which stays (as after an `animate`).
        for ch in channels {
            let shown = ch.value(at: local)
            if shown != ch.final { ch.view.applyModel(ch.property, shown) }
        }
    }

    /// Nested into another timeline: it stops, and its tracks go (the outer one shows them).
    func stopForNesting() {
        cancelTimers()
        generation += 1
        playhead.jumps += 1
        if isAttached { detach(showing: localTime(atTick: engine.clock.now)) }
        playhead.paused = true
    }
}

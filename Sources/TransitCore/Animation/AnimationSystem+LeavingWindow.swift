/// A view that leaves the window loses its animations, as Core Animation removes a layer's
/// animations when the view backed by it is removed from the window (docs/animation.md,
/// "Leaving the window", which gives the sources).
extension AnimationSystem {
    /// Removes the running animations of `views` — the animated views of a subtree that has
    /// just left the window — as ``removeAllAnimations(of:)`` removes one view's: the
    /// presentation is the model at once, a block that loses its last animation completes
    /// one run-loop turn later with `finished = false`, the blocks in call order across the
    /// whole subtree. A property animator's block and a ``Timeline`` just lose the tracks.
    ///
    /// A block that has run its whole course by now — it ends at this very tick, and its end
    /// waits behind the code that runs (another block's completion, ending at the same tick,
    /// removed the view) — keeps its tracks and completes with `finished = true`: Core
    /// Animation's flag says whether the animation "reached the end of its duration".
    func removeAnimations(ofViewsLeavingWindow views: [View]) {
        var cuts: [(track: TrackRef, block: Int)] = []
        for view in views {
            for track in view.trackRefs {
                let slot = store.group(of: track)
                guard slot >= 0, let state = store.groups[Int(slot)] else { continue }
                if hasRunItsCourse(slot, state) { continue }
                cuts.append((track, state.id))
            }
        }
        for cut in cuts.sorted(by: { $0.block < $1.block }) { cutShort(cut.track) }
    }

    /// Whether `view` has an animation that has not run its whole course by now: what the
    /// transition audit calls still running on a view out of the window (a block ending at
    /// this tick, which leaving the window spared, is not).
    func hasAnimationUnderWay(_ view: View) -> Bool {
        view.trackRefs.contains { track in
            let slot = store.group(of: track)
            guard slot >= 0, let state = store.groups[Int(slot)] else { return false }
            return !hasRunItsCourse(slot, state)
        }
    }

    /// Whether the block in `slot` ends at or before the clock's tick (an interactive
    /// transition's block: at or before its timeline's local time, or the cancel that ended
    /// them all). A property animator and a ``Timeline`` end as a whole, not by block.
    private func hasRunItsCourse(_ slot: Int32, _ state: GroupState) -> Bool {
        if state.driver != nil || state.player != nil { return false }
        let end = store.timing(ofGroup: slot).end
        if let timeline = state.timeline { return timeline.isOver || timeline.now >= Double(end) }
        return end <= clock.now
    }
}

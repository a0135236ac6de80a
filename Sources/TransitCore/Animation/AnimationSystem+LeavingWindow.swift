/// A view that leaves the window loses its animations, as Core Animation removes a layer's
/// animations when the view backed by it is removed from the window (docs/animation.md,
/// "Leaving the window", which gives the sources): `View.windowMembershipChanged` removes
/// those of the animated views of the subtree that left, as `removeAllAnimations()` does.
extension AnimationSystem {
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
    /// them all): its animations have reached their end, and removing them now does not cut
    /// them short. A property animator and a ``Timeline`` end as a whole, not by block.
    func hasRunItsCourse(_ slot: Int32, _ state: GroupState) -> Bool {
        if state.driver != nil || state.player != nil { return false }
        let end = store.timing(ofGroup: slot).end
        if let timeline = state.timeline { return timeline.isOver || timeline.now >= Double(end) }
        return end <= clock.now
    }
}

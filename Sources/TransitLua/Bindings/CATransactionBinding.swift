import Lua
import TransitCore

/// `CATransaction.begin()`, `CATransaction.setCompletionBlock(fn)`, `CATransaction.commit()`:
/// Core Animation's explicit transactions, for the one thing code around `UIView.animate`
/// uses them for — a block run once every animation the group added has ended
/// (docs/animation.md, "Transactions").
///
/// Apple's `setCompletionBlock(_:)`: the block "is guaranteed to be called (on the main
/// thread) as soon as all animations subsequently added by this transaction group have
/// completed (or have been removed.) If no animations are added before the current
/// transaction group is committed (or the completion block is set to a different value), the
/// block will be invoked immediately." The animations are the blocks `View.animate`,
/// `View.animateKeyframes` and `View.transition` begin while the group is open and has a
/// block — in a group nested in it too, as a nested group's changes commit with the outer
/// one — and the property animators that become active in it (started, paused or scrubbed:
/// their animations are added to the layers then, in the transaction open). "Immediately" is
/// read as one run-loop turn later, as UIKit reports an animation that adds nothing.
enum CATransactionBinding {
    /// One `begin()` not yet committed.
    final class Group {
        var completion: LuaRef?
        var origin = ""
        var handles: [AnimationHandle] = []
        var animators: [PropertyAnimator] = []
        /// How many handles, and animators, the last sweep of ended ones left (``append(_:to:kept:ended:)``).
        var kept = 0
        var keptAnimators = 0
    }

    /// The open groups, innermost last.
    final class Stack {
        fileprivate(set) var groups: [Group] = []
        /// What armed groups wait for of each active animator: run when it stops being
        /// active (after a finish's completions, or at a stop, which removes its animations).
        fileprivate var animatorEnds: [ObjectIdentifier: [() -> Void]] = [:]

        /// Drops the open groups at a reset: their blocks never run (the engine they
        /// watched is gone).
        func reset() {
            for group in groups { group.completion?.release() }
            groups = []
            animatorEnds = [:]
        }
    }

    /// How deep `begin()` may nest: far past any real use (one or two levels), and small
    /// enough that each animation begun under every level costs little.
    static let maximumDepth = 100

    static func install(on stage: Stage) {
        let lua = stage.lua
        let c = lua.hostCall
        c.newTable()                                               // the CATransaction namespace
        lua.push { [unowned stage] c in
            guard stage.caTransactions.groups.count < maximumDepth else {
                throw c.error("CATransaction.begin nested more than \(maximumDepth) deep")
            }
            stage.caTransactions.groups.append(Group())
            return 0
        }
        c.setField(-2, "begin")
        lua.push { [unowned stage] c in
            let block = try c.optionalFunction(1)
            guard let group = stage.caTransactions.groups.last else {
                block?.release()
                throw c.error("CATransaction.setCompletionBlock outside CATransaction.begin() … commit() (Transit has no implicit transaction)")
            }
            arm(group, stage)                                      // "set to a different value"
            group.completion = block
            group.origin = c.callerLocation()
            group.handles = []
            group.animators = []
            group.kept = 0
            group.keptAnimators = 0
            return 0
        }
        c.setField(-2, "setCompletionBlock")
        lua.push { [unowned stage] c in
            guard let group = stage.caTransactions.groups.popLast() else {
                throw c.error("CATransaction.commit without a CATransaction.begin")
            }
            arm(group, stage)
            return 0
        }
        c.setField(-2, "commit")
        lua.defineGlobal("CATransaction")
    }

    /// Counts `handle` for every open group that has a block.
    static func note(_ handle: AnimationHandle, _ stage: Stage) {
        for group in stage.caTransactions.groups where group.completion != nil {
            append(handle, to: &group.handles, kept: &group.kept) {
                stage.engine.animations.settle($0)
                return $0.isFinished
            }
        }
    }

    /// Counts `animator`, just become active, for every open group that has a block.
    static func note(_ animator: PropertyAnimator, _ stage: Stage) {
        for group in stage.caTransactions.groups where group.completion != nil {
            append(animator, to: &group.animators, kept: &group.keptAnimators) { $0.state != .active }
        }
    }

    /// Appends `item`, and drops the `ended` ones each time the list has doubled since the
    /// last sweep (`kept`: what that sweep left), so a group left open around a loop of
    /// animations holds the running ones, not every one it saw, at a constant cost an append.
    /// (Sweeping at each power of two instead swept at every append once the list sat at one,
    /// as it does when one item ends per item added.)
    private static func append<T>(_ item: T, to list: inout [T], kept: inout Int, ended: (T) -> Bool) {
        list.append(item)
        guard list.count >= max(64, 2 * kept) else { return }
        list.removeAll(where: ended)
        kept = list.count
    }

    /// Tells the groups waiting for `animator` that it is no longer active.
    static func ended(_ animator: PropertyAnimator, _ stage: Stage) {
        guard let ends = stage.caTransactions.animatorEnds.removeValue(forKey: ObjectIdentifier(animator)) else { return }
        for end in ends { end() }
    }

    /// Runs `group`'s block once its animations have ended — after their own completions —
    /// or one run-loop turn later if none is left running; the group gives the block up.
    private static func arm(_ group: Group, _ stage: Stage) {
        guard let ref = group.completion else { return }
        group.completion = nil
        let what = "the completion block of the CATransaction set at \(group.origin)"
        let run: () throws -> Void = { [unowned stage] in
            try stage.runCallback(ref, what)
            ref.release()
        }
        var running: [AnimationHandle] = []
        for handle in group.handles {
            stage.engine.animations.willAwait(handle)              // settled, and told at its end
            if !handle.isFinished { running.append(handle) }
        }
        group.handles = []
        let animators = group.animators.filter { $0.state == .active }
        group.animators = []
        guard !running.isEmpty || !animators.isEmpty else {
            stage.engine.clock.async(label: "CATransaction completion") { try run() }
            return
        }
        var left = running.count + animators.count
        for handle in running {
            _ = handle.addContinuation { _ in
                left -= 1
                if left == 0 { try run() }
            }
        }
        // An animator tells its end where nothing can throw: the block runs on the next
        // turn, as UIKit's own report of a stop does.
        for animator in animators {
            stage.caTransactions.animatorEnds[ObjectIdentifier(animator), default: []].append { [unowned stage] in
                left -= 1
                if left == 0 { stage.engine.clock.async(label: "CATransaction completion") { try run() } }
            }
        }
    }
}

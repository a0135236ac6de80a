import Lua
import TransitCore

extension Stage {
    /// Replaces the engine with a fresh one — a new window on `screen`, the clock at 0 and
    /// 60 fps, no animations, no controllers, an empty timeline and storyboard — keeping the
    /// Lua state (its globals, loaded modules and closures). `transit test` calls it before
    /// each `it`.
    ///
    /// What the old engine held loses its anchor; nothing of the old engine runs again (no
    /// override, no timer), and its window lets go of its views. Its objects Lua still holds
    /// are retired: released now, and any later use of one is a Lua error naming the line
    /// ("attempt to use a View of an engine that was reset").
    ///
    /// Setting the global `window` to the new window is the one step that runs Lua (a script
    /// may have put a `__newindex` on `_G`): its error is thrown, after the engine was
    /// replaced, so the stage stays usable.
    ///
    /// `releasingRetired: false` skips the look for retired engines to release (a walk of
    /// every object Lua holds, RetiredEngines.swift): a host that knows Lua has collected
    /// nothing since its last look passes it, as that look would release nothing.
    ///
    /// A reset inside a callback (`transit.reset()` in a completion, an override, a tap's
    /// action, a task, a finalizer) runs while the old engine's frames are below it — its
    /// clock mid-step, a controller's `view` getter mid-load — and they borrow the engine and
    /// the object whose method runs. So only at Lua's top level (``LuaState/isAtTopLevel``)
    /// is anything released; otherwise the retired objects are held (``heldRetired``) and
    /// the engines kept, until a reset at the top level: the old frames finish on a live
    /// engine, and nothing of it runs a script again (its anchors and observers are gone).
    public func resetEngine(screen: Screen = .default, releasingRetired: Bool = true) throws(LuaError) {
        let atTopLevel = lua.isAtTopLevel
        let old = engine
        old.animations.settleRows()   // blocks ended with their row: their handles finished
        old.windowObserver = nil
        old.holdObserver = nil
        old.presentationObserver = nil
        old.presenterObserver = nil
        old.childrenObserver = nil
        old.movingObserver = nil
        moving = nil                        // its pushes and pops never end
        old.onWarning = nil
        old.observer = nil
        TransitionAudit.uninstall(from: old)
        old.layoutHook = nil
        old.hitTestHook = nil
        old.pointInsideHook = nil
        old.animations.customCurveFailure = nil
        old.clock.shouldStop = nil
        old.clock.auditHolds = nil
        old.abandonTransitions()
        unanchorTree(old.window)
        for controller in old.presentationChain {
            lua.unanchor(controller)
            if let p = controller.presentationController { lua.unanchor(p) }
            if let view = controller.viewIfLoaded { unanchorTree(view) }
        }
        for view in old.window.subviews.reversed() { view.removeFromSuperview() }
        // Last, after what queues work on the old clock: a view leaving the window has its
        // animations removed and their completions queued for the next turn, which a reset
        // inside a callback would otherwise run as the old clock's step goes on.
        old.clock.abandonPending()          // a reset inside its callback: its step ends there
        old.clearTimeline()
        tasks.retireAll()
        caTransactions.reset()
        retiredEngines.append(old)
        // Nothing of the old engine runs again, so an object of it a script kept (a file-level
        // `local card` that a later test uses) would do nothing and say nothing — a present
        // ignored, an animation over at once: its box is retired, each use a Lua error naming
        // the line. The old engine is still held here while its objects are released.
        // An object of an engine retired earlier counts too: one a reset inside a callback
        // left running can still hand one out after it (the `view` a getter was loading).
        // A paused or stopped animator of the old engine is released here as if collected.
        do {    // (a scope: what is not held is released at its end, before the count below)
            let retired = lua.retireBoxes(madeSince: firstBoxOfEngine, why: "of an engine that was reset") { object in
                let retires = Self.resetRetires(object, retired: retiredEngines)
                if retires, let animator = object as? PropertyAnimator { released(animator) }
                return retires
            }
            if atTopLevel { heldRetired = [] } else { heldRetired += retired }
        }
        firstBoxOfEngine = lua.nextBoxSerial
        animatorReleaseIsReported = false
        world = World(screen: screen)
        lua.restartToStringSerials()         // as the clock restarts at 0
        deferredError = nil
        observeEngine()
        // The old `window` global stays Lua's until this, and its box until Lua collects it:
        // the engine retired now goes at a later reset, the earlier ones may go now.
        defer {
            if atTopLevel { releaseRetired(lookingFirst: releasingRetired) }
            retiredContentBytes = retiredEngines.reduce(0) { $0 + Stage.contentBytes(of: $1) }
        }
        try DeviceBinding.bindWindow(on: self)
        try globalsHelpers.track("window", in: installedGlobals)
    }

    /// Releases the retired engines nothing Lua holds depends on (`lookingFirst`: the host
    /// may know Lua collected nothing since its last look). What still holds an engine is
    /// often garbage not yet collected — the old `window` global's box, replaced at every
    /// reset — and a run that allocates little never collects: a spec file of ten thousand
    /// tests that assert nothing kept ten thousand engines, and the memory hook's sum over
    /// them made each test slower than the last (51 s for 10,000 empty tests). So when they
    /// pass a bound, Lua collects (finalizers run protected, their errors warnings, as at any
    /// collection) and they are looked at again; twice what is left then is the next bound,
    /// so where engines do stay (a kept object of a kind RetiredEngines.swift does not know,
    /// or objects a reset inside a callback held) a collection comes once a doubling, not
    /// once a test.
    private func releaseRetired(lookingFirst: Bool) {
        if lookingFirst { releaseRetiredEngines() }
        guard retiredEngines.count > retiredEngineBound else { return }
        lua.collectGarbage()
        releaseRetiredEngines()
        retiredEngineBound = max(Self.retiredEngineFloor, 2 * retiredEngines.count)
    }

    private func unanchorTree(_ view: View) {
        view.walkTree { lua.unanchor($0); return true }      // iterative: trees may be deep
    }
}

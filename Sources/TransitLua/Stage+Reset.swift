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
        old.windowObserver = nil
        old.holdObserver = nil
        old.presentationObserver = nil
        old.onWarning = nil
        old.observer = nil
        TransitionAudit.uninstall(from: old)
        old.layoutHook = nil
        old.animations.customCurveFailure = nil
        old.clock.shouldStop = nil
        old.clock.abandonPending()          // a reset inside its callback: its step ends there
        old.abandonTransitions()
        unanchorTree(old.window)
        for controller in old.presentationChain {
            lua.unanchor(controller)
            if let p = controller.presentationController { lua.unanchor(p) }
            if let view = controller.viewIfLoaded { unanchorTree(view) }
        }
        for view in old.window.subviews.reversed() { view.removeFromSuperview() }
        old.clearTimeline()
        tasks.retireAll()
        retiredEngines.append(old)
        // Nothing of the old engine runs again, so an object of it a script kept (a file-level
        // `local card` that a later test uses) would do nothing and say nothing — a present
        // ignored, an animation over at once: its box is retired, each use a Lua error naming
        // the line. The old engine is still held here while its objects are released.
        // An object of an engine retired earlier counts too: one a reset inside a callback
        // left running can still hand one out after it (the `view` a getter was loading).
        // A paused or stopped animator of the old engine is released here as if collected.
        let retired = lua.retireBoxes(madeSince: firstBoxOfEngine, why: "of an engine that was reset") { object in
            let retires = Self.resetRetires(object, retired: retiredEngines)
            if retires, let animator = object as? PropertyAnimator { released(animator) }
            return retires
        }
        if atTopLevel { heldRetired = [] } else { heldRetired += retired }
        firstBoxOfEngine = lua.nextBoxSerial
        world = World(screen: screen)
        lua.restartToStringSerials()         // as the clock restarts at 0
        deferredError = nil
        observeEngine()
        // The old `window` global stays Lua's until this, and its box until Lua collects it:
        // the engine retired now goes at a later reset, the earlier ones may go now.
        defer { if releasingRetired && atTopLevel { releaseRetiredEngines() } }
        try DeviceBinding.bindWindow(on: self)
        try globalsHelpers.track("window", in: installedGlobals)
    }

    private func unanchorTree(_ view: View) {
        view.walkTree { lua.unanchor($0); return true }      // iterative: trees may be deep
    }
}

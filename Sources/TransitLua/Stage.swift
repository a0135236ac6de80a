import Lua
import TransitCore

/// A script's world: the sandboxed Lua runtime, the engine it drives, and the bindings
/// between them (LUA_API.md's globals: `View`, `Label`, `ImageView`, `Point` … `Color`,
/// `Easing`, `clock`, `window`, `screen`, `device`).
///
/// The bindings hold the stage `unowned`: the stage owns the runtime, which owns every host
/// function, so a strong capture would be a cycle. They read `stage.engine` at call time, so
/// ``resetEngine(screen:)`` swaps the whole world under the same Lua state.
public final class Stage {
    public let runtime: ScriptRuntime
    public var lua: LuaState { runtime.lua }
    public private(set) var engine: Engine
    /// Engines replaced by ``resetEngine(screen:)``. Views hold their engine `unowned`, and a
    /// script may still hold a view of an earlier engine (a file-level local), so a replaced
    /// engine lives as long as the stage: touching such a view stays safe.
    private var retiredEngines: [Engine] = []
    public let values = ValueTypes()
    var classes = BoundClasses()
    /// An error raised where nothing could throw it (a Lua curve evaluated inside the frame
    /// pass); the next `settle()` or clock call throws it, so it is never lost.
    var deferredError: LuaError?
    /// Names the bindings compute on access rather than store (`clock.now`,
    /// `Transform.identity`): listed by each binding for `surfaceNames()`.
    var computedNames: Set<String> = []
    /// The constructors' host table, between install and the view prelude.
    var viewHost: LuaRef?

    public init(options: ScriptRuntime.Options = ScriptRuntime.Options(), screen: Screen = .default) throws(LuaError) {
        engine = Engine(screen: screen)
        runtime = try ScriptRuntime(options: options, applyLimits: false)
        runtime.now = { [unowned self] in self.engine.clock.seconds }
        try install()
    }

    /// Replaces the engine with a fresh one — a new window on `screen`, the clock at 0 and
    /// 60 fps, no animations, an empty timeline — keeping the Lua state (its globals, loaded
    /// modules and closures). `transit test` calls it before each `it`.
    ///
    /// The old window's views leave it (so they are no longer anchored and can be collected
    /// once Lua drops them); anything the old engine still had scheduled never runs.
    public func resetEngine(screen: Screen = .default) {
        let old = engine
        for view in old.window.subviews.reversed() { view.removeFromSuperview() }
        lua.unanchor(old.window)
        old.windowObserver = nil
        old.observer = nil
        old.clearTimeline()
        retiredEngines.append(old)
        engine = Engine(screen: screen)
        deferredError = nil
        observeWindow()
        DeviceBinding.bindWindow(on: self)
    }

    private func install() throws(LuaError) {
        try ValueMethods.install(on: lua, values)
        computedNames.formUnion(ValueMethods.surface(values))
        ViewBinding.install(on: self)
        AnimationBinding.install(on: self)
        EasingBinding.install(on: self)
        ClockBinding.install(on: self)
        DeviceBinding.install(on: self)
        try ViewBinding.runPrelude(on: self)
        observeWindow()
        lua.shouldAnchor = { ($0 as? View)?.window != nil }
        lua.apply(runtime.options.limits)
    }

    /// Views in the live tree keep their Lua side (fields, overrides) while there.
    private func observeWindow() {
        engine.windowObserver = { [unowned self] view, inWindow in
            if inWindow { self.lua.anchor(view) } else { self.lua.unanchor(view) }
        }
    }

    // MARK: Running

    /// Runs a script file, then what it queued for "the next run-loop turn".
    public func runFile(_ path: String) throws {
        try runtime.runFile(path)
        try settle()
    }

    /// Runs a chunk, then what it queued for "the next run-loop turn".
    public func run(_ source: String, chunkName: String) throws {
        try runtime.run(source, chunkName: chunkName)
        try settle()
    }

    /// Runs the one-run-loop-turn queue (completions of zero-duration animations, of
    /// non-animated presentations) and throws any deferred error.
    public func settle() throws {
        try engine.clock.drainAsync()
        try throwDeferred()
    }

    func throwDeferred() throws {
        if let error = deferredError {
            deferredError = nil
            throw error
        }
    }

    /// Advances time until nothing is pending (`transit run`'s default ending).
    public func runUntilIdle() throws {
        try engine.clock.runUntilIdle()
        try throwDeferred()
    }
}

/// The bound classes of a stage.
/// (Set once by the bindings' `install`, before any script runs.)
struct BoundClasses {
    var view: LuaClass!
    var label: LuaClass!
    var imageView: LuaClass!
    var window: LuaClass!
    var handle: LuaClass!
    var curve: LuaClass!
}

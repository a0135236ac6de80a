import Lua
import TransitCore

/// UIKit's hit testing on views (docs/events.md, "Hit testing"): `v:hitTest(point)` and
/// `v:pointInside(point)` ask a view as UIKit's callers do, and a function a script stores
/// under either name overrides it, as a subclass's `hitTest(_:with:)` or
/// `point(inside:with:)` does — the engine's taps, pans and pinches ask it. `View.hitTest(self,
/// p)` and `View.pointInside(self, p)` are UIKit's own methods: an override's `super`.
///
/// Each name is one property: reading it gives the view's override, else the default, so
/// `v:hitTest(p)` reaches the override as a call on a subclass does. Writing it keeps the
/// function under a hidden key of the view's Lua side (collectible with the view) and sets
/// ``View/hitTestingOverrides``, so hit testing asks Lua only for the views that override.
enum HitTestBinding {
    /// The default functions, made once per stage: `v.hitTest` of a view without an
    /// override is `View.hitTest` itself.
    final class Defaults {
        fileprivate(set) var hitTest: LuaRef?
        fileprivate(set) var pointInside: LuaRef?
    }

    fileprivate static let hitTestKey = HiddenKey()
    fileprivate static let pointInsideKey = HiddenKey()

    static func addMembers(to view: inout LuaClassDefinition<View>, stage: Stage) {
        let t = stage.values, lua = stage.lua, c = lua.hostCall
        lua.push { [unowned stage] c in
            let v = try stage.view(c, 1)
            let hit = try stage.lua.whileActive(c) { try v.defaultHitTest(c.point(2, t)) }
            stage.push(stage.unlessReset(v, hit), c)
            return 1
        }
        stage.hitTestDefaults.hitTest = c.reference(-1)
        c.pop()
        lua.push { [unowned stage] c in
            let v = try stage.view(c, 1)
            c.push(v.defaultPointInside(try c.point(2, t)))
            return 1
        }
        stage.hitTestDefaults.pointInside = c.reference(-1)
        c.pop()
        let defaults = stage.hitTestDefaults
        view.property("hitTest", get: { c, _ in
            if c.pushHidden(1, hitTestKey) == .nil, let d = defaults.hitTest { c.pop(); c.push(d) }
        }, set: { c, v in try setOverride(c, v, .hitTest, hitTestKey, "hitTest") })
        view.property("pointInside", get: { c, _ in
            if c.pushHidden(1, pointInsideKey) == .nil, let d = defaults.pointInside { c.pop(); c.push(d) }
        }, set: { c, v in try setOverride(c, v, .pointInside, pointInsideKey, "pointInside") })
    }

    /// `View.hitTest` and `View.pointInside` in the `View` namespace on top of the stack.
    static func addDefaults(to namespace: Int32, _ stage: Stage) {
        let c = stage.lua.hostCall
        for (name, ref) in [("hitTest", stage.hitTestDefaults.hitTest), ("pointInside", stage.hitTestDefaults.pointInside)] {
            guard let ref else { continue }
            c.push(ref)
            c.setField(namespace - 1, name)
        }
    }

    /// A function (or a callable value) overrides; nil removes the override; anything else is
    /// an error at the script's line, as a bad override's is.
    private static func setOverride(_ c: LuaCall, _ v: View, _ which: HitTestingOverrides,
                                    _ key: HiddenKey, _ name: String) throws {
        let removing = c.isNoneOrNil(3)
        guard removing || c.isCallable(3) else {
            throw c.argumentError(3, "function expected, got \(c.typeName(3))")   // as an override field's
        }
        c.setHidden(1, key, 3)
        if removing { v.hitTestingOverrides.remove(which) } else { v.hitTestingOverrides.insert(which) }
    }
}

extension Stage {
    /// The engine's hooks for views that override hit testing (``Engine/hitTestHook``): the
    /// view's function with `self` and the point. Its error propagates, naming its line; a
    /// `hitTest` must return a view or nil, and `pointInside`'s result counts as Lua's `if`
    /// reads it.
    func observeHitTesting() {
        engine.hitTestHook = { [unowned self] view, point in
            var hit: View?, bad: String?
            let called = try callHitTestingOverride(view, point, HitTestBinding.hitTestKey) { c in
                if c.isNoneOrNil(-1) { return }
                if let v = self.optionalView(c, -1) { hit = v } else { bad = c.typeName(-1) }
            }
            guard called else { return try view.defaultHitTest(point) }
            // the override reset the engine: what it returns (a view of the new engine, or
            // of the old) is no hit for the old engine's walk, which asks no Lua from here on
            guard view.engine === self.engine else { return nil }
            if let bad {
                throw CoreError(.invalidArgument, "hitTest of \(view.displayName) must return a View or nil (got \(bad))")
            }
            return hit
        }
        engine.pointInsideHook = { [unowned self] view, point in
            var inside = false
            let called = try callHitTestingOverride(view, point, HitTestBinding.pointInsideKey) { c in inside = c.truthy(-1) }
            return called ? inside : view.defaultPointInside(point)
        }
    }

    /// Calls the override under `key`; false when the view has none on its Lua side any more
    /// (a view out of the window whose box was collected: then UIKit's own method answers).
    private func callHitTestingOverride(_ view: View, _ point: Point, _ key: HiddenKey,
                                        read: (LuaCall) -> Void) throws -> Bool {
        guard let function = lua.hiddenReference(key, of: { self.push(view, $0) }) else { return false }
        try lua.callback(function, arguments: { c in
            self.push(view, c)
            c.push(point, self.values)
            return 2
        }, read: read)
        return true
    }
}

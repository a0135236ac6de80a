import Lua
import TransitCore

/// Custom containers on every controller (docs/controllers.md, "Containers"):
/// `vc.children`, `vc.parent`, `vc:addChild(child)`, `child:removeFromParent()`,
/// `child:beginAppearanceTransition(isAppearing, animated)`,
/// `child:endAppearanceTransition()`, and `vc:transition(from, to, duration, options,
/// animations, completion)`. `willMove` and `didMove` are override fields (UIKitMethods.swift)
/// every controller starts with (views.lua), so a container may call them as UIKit's do.
///
/// A container's Lua side keeps its children's (their fields and overrides) in a hidden set:
/// Swift holds the children strongly, and a child whose userdata Lua collected would lose its
/// overrides while it is still on screen. The set lives in Lua, so a cycle through it (a
/// child's override capturing its container) is the collector's to take once the script
/// lets go (BRIDGE.md, "Lifetime and identity"); a child that left by another way (added to
/// another container) goes at the set's next sweep, as TreeKeys' subviews.
enum ContainmentBinding {
    static let children = HiddenKey()

    static func define(_ def: inout LuaClassDefinition<ViewController>, _ stage: Stage) {
        def.property("children", get: { [unowned stage] c, vc in stage.push(vc.children, c) })
        def.property("parent", get: { [unowned stage] c, vc in stage.push(vc.parent, c) })
        def.method("addChild") { [unowned stage] c, vc in
            let child = try stage.controller(c, 2)
            let old = child.parent
            try stage.lua.whileActive(c) { try vc.addChild(child) }
            if let old, old !== vc {
                stage.push(old, c)
                c.setHiddenMember(-1, children, 2, false)
                c.pop()
            }
            if child.parent === vc, c.addSweptMember(1, children, 2) {
                c.sweepHiddenSet(1, children) { i in
                    (c.optionalObject(i, stage.classes.controller) as? ViewController)?.parent === vc
                }
            }
            return 0
        }
        // UIKit's `childContaining(_:)`, for an `allowedChildrenForUnwinding` override
        def.method("childContaining") { [unowned stage] c, vc in
            stage.push(vc.childContaining(try stage.controller(c, 2)), c)
            return 1
        }
        def.method("removeFromParent") { [unowned stage] c, vc in
            let parent = vc.parent
            try stage.lua.whileActive(c) { try vc.removeFromParent() }
            if let parent, vc.parent == nil {
                stage.push(parent, c)
                c.setHiddenMember(-1, children, 1, false)
                c.pop()
            }
            return 0
        }
        def.method("beginAppearanceTransition") { [unowned stage] c, vc in
            let appearing = try c.boolean(2)
            let animated = try c.boolean(3)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try vc.beginAppearanceTransition(appearing, animated: animated, origin: origin) }
            return 0
        }
        def.method("endAppearanceTransition") { [unowned stage] c, vc in
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try vc.endAppearanceTransition(origin: origin) }
            return 0
        }
        // a field of that name — a presenter's `transition` object, common in ported code —
        // shadows it for its controller, as a Swift subclass's property sits beside the method
        def.shadowableMethod("transition") { [unowned stage] c, vc in try transition(stage, c, vc) }
    }

    /// Keeps the Lua sides of the children of the container at `object` — a navigation
    /// stack's controllers, a tab bar controller's tabs — in its hidden set, as `addChild`
    /// keeps an added child's: a controller that became a child in, one that stopped being one
    /// out. Run at each change of those children (Engine.childrenObserver), whoever made it,
    /// with the children `before` it: the difference only, so a push costs the same whatever
    /// the stack's depth.
    static func keepChildren(_ c: LuaCall, _ object: Int32, _ container: ViewController,
                             before: [ViewController], _ stage: Stage) {
        let o = object < 0 ? c.top + 1 + object : object
        let now = container.children      // the children's `parent` may be set after the list
        // what both lists share at their ends is neither added nor gone (a push or pop changes
        // one end): the sets only for what lies between
        var head = 0
        while head < before.count && head < now.count && before[head] === now[head] { head += 1 }
        var tail = 0
        while tail < before.count - head && tail < now.count - head
                && before[before.count - 1 - tail] === now[now.count - 1 - tail] { tail += 1 }
        let gone = before[head..<(before.count - tail)], came = now[head..<(now.count - tail)]
        let was = Set(gone.map(ObjectIdentifier.init)), stays = Set(came.map(ObjectIdentifier.init))
        for child in came where !was.contains(ObjectIdentifier(child)) {
            stage.push(child, c)
            c.setHiddenMember(o, children, -1, true)
            c.pop()
        }
        for child in gone where !stays.contains(ObjectIdentifier(child)) {
            stage.push(child, c)
            c.setHiddenMember(o, children, -1, false)
            c.pop()
        }
    }

    /// `vc:transition(from, to, duration, options, animations, completion)`: UIKit's
    /// arguments in UIKit's order; `options` as `View.animate`'s (nil, a name or a list;
    /// a curve option sets the curve).
    private static func transition(_ stage: Stage, _ c: LuaCall, _ vc: ViewController) throws -> Int32 {
        let from = try stage.controller(c, 2)
        let to = try stage.controller(c, 3)
        let duration = try c.number(4)
        guard duration.isFinite && duration >= 0 else {
            throw c.argumentError(4, "duration must be a finite number of seconds, not negative (got \(duration))")
        }
        var options: AnimationOptions = []
        var curve = TimingCurve.easeInOut
        if !c.isNoneOrNil(5) {
            let (parsed, optionCurve) = try AnimationBinding.parseOptions(c, 5)
            options = parsed
            if let optionCurve { curve = optionCurve.curve }
        }
        let animations = try c.optionalFunction(6)
        let completion = try c.optionalFunction(7)
        let origin = c.callerLocation()
        let onComplete = completion.map { stage.oneShot($0, "the completion of the transition begun at \(origin)") }
        try stage.lua.whileActive(c) {
            try vc.transition(from: from, to: to, duration: duration, options: options, curve: curve, origin: origin,
                              animations: animations.map { ref in { try c.callback(ref) } }, completion: onComplete)
        }
        return 0
    }
}

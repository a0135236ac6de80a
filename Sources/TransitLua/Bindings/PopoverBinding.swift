import Lua
import TransitCore

/// `vc.popoverPresentationController` (UIPopoverPresentationController; docs/popover.md). The
/// popover is the core's ``PopoverPresentationController``; the binding reads and checks
/// arguments, and calls the script's `delegate` table — a Lua-side field of the popover —
/// through ``ScriptedPopoverDelegate``. Lifetime as the sheet's (SheetBinding.swift).
enum PopoverBinding {
    static func install(on stage: Stage) {
        let t = stage.values
        var def = LuaClassDefinition<PopoverPresentationController>(name: "PopoverPresentationController",
                                                                    parent: stage.classes.presentationController)
        def.property("sourceView", get: { [unowned stage] c, p in stage.push(p.sourceView, c) }, set: { [unowned stage] c, p in
            p.sourceView = c.isNoneOrNil(3) ? nil : try stage.view(c, 3)
        })
        def.property("sourceRect", get: { c, p in c.push(p.sourceRect, t) }, set: { c, p in
            p.sourceRect = try c.rectOrNull(3, t)           // Rect.null: the source view's bounds
        })
        def.property("permittedArrowDirections", get: { c, p in
            let list = PopoverPlacement.preferenceOrder.filter(p.permittedArrowDirections.contains)
            c.newTable(arrayCount: Int32(list.count))
            for (i, d) in list.enumerated() {
                c.push(d.rawValue)
                c.setIndex(-2, i + 1)
            }
        }, set: { c, p in p.permittedArrowDirections = try arrowDirections(c, 3) })
        def.property("arrowDirection", get: { c, p in c.push(p.arrowDirection.rawValue) })
        def.property("passthroughViews", get: { [unowned stage] c, p in
            c.newTable(arrayCount: Int32(p.passthroughViews.count))
            for (i, v) in p.passthroughViews.enumerated() {
                stage.push(v, c)
                c.setIndex(-2, i + 1)
            }
        }, set: { [unowned stage] c, p in
            guard c.type(3) == .table else { throw c.argumentError(3, "passthroughViews must be a list of views, got \(c.typeName(3))") }
            var views: [View] = []
            for n in stride(from: 1, through: try c.length(3), by: 1) {
                c.index(3, n)
                defer { c.pop() }
                guard let view = c.optionalObject(-1, stage.classes.view) as? View else {
                    throw c.argumentError(3, "passthroughViews #\(n) must be a View, got \(c.typeName(-1))")
                }
                views.append(view)
            }
            p.passthroughViews = views
        })
        def.description { p in "PopoverPresentationController " + ViewBinding.quoted(p.presentedViewController.displayName) }
        stage.lua.defineClass(def, as: stage.classes.popover)
    }

    /// `"any"`, one of `"up"`, `"down"`, `"left"`, `"right"`, or a list of those four (an
    /// empty one: UIKit's `[]`, no arrow); a table with a key that is a string is an error.
    static func arrowDirections(_ c: LuaCall, _ i: Int32) throws -> Set<PopoverArrowDirection> {
        func one(_ s: String) throws -> PopoverArrowDirection {
            guard let d = PopoverArrowDirection(rawValue: s), d != .unknown else {
                throw c.argumentError(i, "expected \"up\", \"down\", \"left\", \"right\" or \"any\", got '\(s)'")
            }
            return d
        }
        switch c.type(i) {
        case .string:
            let s = try c.string(i)
            return s == "any" ? PopoverArrowDirection.any : [try one(s)]
        case .table:
            var set = Set<PopoverArrowDirection>()
            try c.forEachName(in: i, what: "permittedArrowDirections", list: "a list of directions ({\"up\", \"down\"})") {
                set.insert(try one($0))
            }
            return set
        default:
            throw c.argumentError(i, "permittedArrowDirections must be a direction or a list of them, got \(c.typeName(i))")
        }
    }
}

extension Stage {
    /// Pushes a popover: the first push ties its Lua side and its controller's together, and
    /// gives it the delegate that calls the script's `delegate` field.
    func push(popover: PopoverPresentationController, _ c: LuaCall) {
        c.push(popover, as: classes.popover)
        guard popover.delegate == nil else { return }
        popover.delegate = ScriptedPopoverDelegate(stage: self, popover: popover)
        keepTogether(popover, as: classes.popover, with: popover.presentedViewController)
    }
}

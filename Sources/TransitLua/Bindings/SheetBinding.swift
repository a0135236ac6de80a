import Lua
import TransitCore

/// `vc.sheetPresentationController` (UISheetPresentationController) and `Detent.custom{…}`
/// (LUA_API.md "Controllers and presentation"; docs/sheets.md). The sheet is the core's
/// ``SheetPresentationController``; the binding reads and checks arguments, and calls the
/// script's `delegate` table — a Lua-side field of the sheet — through ``ScriptedSheetDelegate``.
///
/// Lifetime: the sheet's userdata and its controller's keep each other in their Lua sides
/// (`controllerSupport.keep`), so the delegate field lives as long as the controller does, and
/// the core's unowned reference from the sheet to its controller never outlives it.
enum SheetBinding {
    static func install(on stage: Stage) {
        var def = LuaClassDefinition<SheetPresentationController>(name: "SheetPresentationController",
                                                                  parent: stage.classes.presentationController)
        def.property("detents", get: { c, s in
            c.newTable(arrayCount: Int32(s.detents.count))
            for (i, d) in s.detents.enumerated() {
                c.push(d.identifier)
                c.setIndex(-2, i + 1)
            }
        }, set: { [unowned stage] c, s in
            let list = try stage.detents(c, 3, of: s, at: 1)
            try stage.lua.whileActive(c) { try s.setDetents(list) }
        })
        def.property("selectedDetentIdentifier", get: { c, s in push(s.selectedDetentIdentifier, c) }, set: { [unowned stage] c, s in
            let id = c.isNoneOrNil(3) ? nil : try c.name(3)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try s.setSelectedDetentIdentifier(id, origin: origin) }
        })
        def.property("largestUndimmedDetentIdentifier", get: { c, s in push(s.largestUndimmedDetentIdentifier, c) }, set: { [unowned stage] c, s in
            let id = c.isNoneOrNil(3) ? nil : try c.name(3)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) { try s.setLargestUndimmedDetentIdentifier(id, origin: origin) }
        })
        def.property("prefersGrabberVisible", get: { c, s in c.push(s.prefersGrabberVisible) }, set: { [unowned stage] c, s in
            let visible = try c.boolean(3)
            try stage.lua.whileActive(c) { try s.setPrefersGrabberVisible(visible) }
        })
        def.property("preferredCornerRadius", get: { c, s in
            if let r = s.preferredCornerRadius { c.push(r) } else { c.pushNil() }
        }, set: { [unowned stage] c, s in
            let radius = try c.optionalNumber(3)
            try stage.lua.whileActive(c) { try s.setPreferredCornerRadius(radius) }
        })
        def.property("prefersEdgeAttachedInCompactHeight", get: { c, s in c.push(s.prefersEdgeAttachedInCompactHeight) },
                     set: { [unowned stage] c, s in
            let attached = try c.boolean(3)
            try stage.lua.whileActive(c) { try s.setPrefersEdgeAttachedInCompactHeight(attached) }
        })
        def.method("animateChanges") { [unowned stage] c, s in
            let changes = try c.function(2)
            let origin = c.callerLocation()
            try stage.lua.whileActive(c) {
                try s.animateChanges { try stage.runCallback(changes, "the changes of animateChanges at \(origin)") }
            }
            return 0
        }
        def.method("invalidateDetents") { [unowned stage] c, s in
            try stage.lua.whileActive(c) { try s.invalidateDetents() }
            return 0
        }
        def.description { s in "SheetPresentationController " + ViewBinding.quoted(s.presentedViewController.displayName) }
        stage.lua.defineClass(def, as: stage.classes.sheet)

        // Detent.custom{identifier =, resolver =}: a plain table the `detents` setter reads.
        // Without an identifier one is made, as UIKit's: "If you don't specify an identifier,
        // the system generates a random identifier" — numbered here, not random, so that runs
        // repeat (docs/sheets.md, "Misuse").
        let lua = stage.lua
        let c = lua.hostCall
        var generated = 0
        c.newTable()                                               // Detent
        lua.push({ c in
            try c.checkTable(1)
            let kind = c.field(1, "identifier")                   // Detent.custom's table, identifier
            let name = kind == .string ? try? c.name(-1) : nil
            let id: String
            if kind == .nil {
                generated += 1
                id = "Detent.custom#\(generated)"
            } else if let name, !name.isEmpty {
                id = name
            } else {
                let got = kind == .string ? "an empty string" : c.typeName(-1)
                throw c.argumentError(1, "Detent.custom's identifier must be a non-empty string or nil, got \(got)")
            }
            guard c.field(1, "resolver") != .nil, c.isCallable(-1) else {
                throw c.argumentError(1, "Detent.custom needs resolver (a function), got \(c.typeName(-1))")
            }
            c.newTable(fieldCount: 2)                              // the detent
            c.push(id)
            c.setField(-2, "identifier")
            c.pushValue(-2)                                        // the resolver
            c.setField(-2, "resolver")
            return 1
        } as HostFunction)
        c.setField(-2, "custom")
        lua.defineGlobal("Detent")
    }

    private static func push(_ s: String?, _ c: LuaCall) {
        if let s { c.push(s) } else { c.pushNil() }
    }
}

extension Stage {
    /// The detents list at `i`: `"medium"`, `"large"`, or what `Detent.custom{…}` made. A
    /// custom detent's resolver is kept on the Lua side of the sheet (its userdata at
    /// `object`; SheetKeys), not in the registry, so a resolver that captures the presented
    /// controller is no cycle the collectors miss; the sheet's userdata lives while its
    /// controller's does (they keep each other), which is anchored while presented.
    func detents(_ c: LuaCall, _ i: Int32, of sheet: SheetPresentationController, at object: Int32) throws -> [SheetDetent] {
        guard c.type(i) == .table else { throw c.argumentError(i, "a list of detents expected, got \(c.typeName(i))") }
        var list: [SheetDetent] = []
        for n in stride(from: 1, through: try c.length(i), by: 1) {
            defer { c.pop() }
            switch c.index(i, n) {
            case .string:
                switch try c.string(-1) {
                case "medium": list.append(.medium)
                case "large": list.append(.large)
                case let other: throw c.argumentError(i, "detent #\(n) must be \"medium\", \"large\" or Detent.custom{…}, got '\(other)'")
                }
            case .table:
                guard c.field(-1, "identifier") == .string, let id = try? c.name(-1) else {
                    throw c.argumentError(i, "detent #\(n) is not a detent (make one with Detent.custom{identifier =, resolver =})")
                }
                c.pop()
                guard c.field(-1, "resolver") != .nil, c.isCallable(-1) else {
                    throw c.argumentError(i, "detent #\(n) ('\(id)') has no resolver function")
                }
                let resolver = c.appendHidden(object, SheetKeys.resolvers, -1)
                c.pop()
                list.append(.custom(identifier: id) { [unowned self, weak sheet] context in
                    let ref = lua.hiddenReference(SheetKeys.resolvers, element: resolver) { c in
                        if let sheet { c.push(sheet, as: classes.sheet) } else { c.pushNil() }
                    }
                    guard let ref else {
                        throw CoreError(.invalidArgument, "the resolver of detent '\(id)' is gone: its sheet left Lua's reach")
                    }
                    return try self.resolve(ref, id, context)
                })
            default:
                throw c.argumentError(i, "detent #\(n) must be \"medium\", \"large\" or Detent.custom{…}, got \(c.typeName(-1))")
            }
        }
        return list
    }

    /// Calls a custom detent's resolver with `{maximumDetentValue = …}`: a number, or nil for
    /// an inactive detent.
    private func resolve(_ resolver: LuaRef, _ id: String, _ context: SheetDetent.Context) throws -> Double? {
        var value: Double?
        var got = "nil"
        do {
            try lua.callback(resolver, arguments: { c in
                c.newTable(fieldCount: 1)
                c.push(context.maximumDetentValue)
                c.setField(-2, "maximumDetentValue")
                return 1
            }, read: { c in
                got = c.typeName(-1)
                if c.type(-1) == .number { value = try? c.number(-1) }
            })
        } catch {
            throw error.within("the resolver of detent '\(id)'")
        }
        guard value != nil || got == "nil" else {
            throw CoreError(.invalidArgument, "the resolver of detent '\(id)' must return a number or nil, got \(got)")
        }
        return value
    }

    /// Pushes a sheet: the first push ties its Lua side and its controller's together, and
    /// gives it the delegate that calls the script's `delegate` field.
    func push(sheet: SheetPresentationController, _ c: LuaCall) {
        c.push(sheet, as: classes.sheet)
        guard sheet.delegate == nil else { return }
        sheet.delegate = ScriptedSheetDelegate(stage: self, sheet: sheet)
        keepTogether(sheet, as: classes.sheet, with: sheet.presentedViewController)
    }

    /// Ties the Lua sides of a presentation's controller object (a sheet, a popover) and of
    /// its presented controller together, each keeping the other's (`controllerSupport.keep`):
    /// the script's fields on either — the `delegate` — live as long as both do, inside Lua,
    /// where the collector sees the pair.
    func keepTogether(_ object: AnyObject, as cls: LuaClass, with presented: ViewController) {
        for objectKeeps in [true, false] {
            try? lua.callback(controllerSupport.keep, arguments: { [self] c in
                if objectKeeps { c.push(object, as: cls); push(presented, c) }
                else { push(presented, c); c.push(object, as: cls) }
                return 2
            })
        }
    }
}

/// The hidden key (HiddenKey) of a sheet's Lua side: its custom detents' resolvers (an array,
/// in the order set; kept until the sheet is collected).
enum SheetKeys {
    static let resolvers = HiddenKey()
}

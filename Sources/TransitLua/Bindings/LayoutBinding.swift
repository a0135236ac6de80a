import Lua
import TransitCore

/// Layout on views (docs/rotation.md "Layout"): `autoresizingMask`, `safeAreaInsets`,
/// `pin`, `addSubviewFill`, `setNeedsLayout`, `layoutIfNeeded`; and the engine's layout
/// moment (``Engine/layoutHook``, set by `Stage.observeEngine`), which runs a view's
/// `layoutSubviews` function (a Lua-side field, as overrides).
enum LayoutBinding {
    static func addMembers(to view: inout LuaClassDefinition<View>, stage: Stage) {
        let t = stage.values
        view.property("autoresizingMask", get: { c, v in
            let names = v.autoresizingMask.names
            c.newTable(arrayCount: Int32(names.count))
            for (i, n) in names.enumerated() { c.push(n); c.setIndex(-2, i + 1) }
        }, set: { c, v in
            v.autoresizingMask = try AutoresizingMask(names: c.type(3) == .string ? [c.string(3)]
                                                      : c.stringArray(3, what: "autoresizingMask"))
        })
        view.property("safeAreaInsets", get: { c, v in c.push(v.safeAreaInsets, t) })
        /// `child:pin{edges = {"left", "right"}, insets = EdgeInsets(…), to = parent}`; every
        /// field optional (all edges, zero insets, the superview).
        view.method("pin") { [unowned stage] c, v in
            var edges = Pin.Edges.all, insets = EdgeInsets.zero, target: View?
            if !c.isNoneOrNil(2) {
                try c.checkTable(2)
                if c.field(2, "edges") != .nil { edges = try pinEdges(c, c.stringArray(-1, what: "edges")) }
                c.pop()
                if c.field(2, "insets") != .nil { insets = try c.insets(-1, t) }
                c.pop()
                if c.field(2, "to") != .nil { target = try stage.view(c, c.top) }
                c.pop()
            }
            try v.pin(edges, insets: insets, to: target)
            return 0
        }
        view.method("addSubviewFill") { [unowned stage] c, v in
            let child = try stage.view(c, 2)
            try v.addSubviewFill(child, insets: c.isNoneOrNil(3) ? .zero : c.insets(3, t))
            return 0
        }
        view.method("setNeedsLayout") { _, v in v.setNeedsLayout(); return 0 }
        view.method("layoutIfNeeded") { [unowned stage] c, v in
            try stage.lua.whileActive(c) { try v.layoutIfNeeded() }
            return 0
        }
    }

    private static func pinEdges(_ c: LuaCall, _ names: [String]) throws -> Pin.Edges {
        let known: [String: Pin.Edges] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]
        return try names.reduce(into: []) { edges, name in
            guard let e = known[name] else { throw c.error("unknown edge '\(name)' (known: top, left, bottom, right)") }
            edges.formUnion(e)
        }
    }
}

extension Stage {
    /// Runs the view's `layoutSubviews(self)` when it has one.
    func runLayoutSubviews(_ view: View) throws {
        guard try hasOverride("layoutSubviews", of: { self.push(view, $0) }) else { return }
        _ = try runOverride("layoutSubviews", of: view.description, push: { self.push(view, $0) })
    }
}

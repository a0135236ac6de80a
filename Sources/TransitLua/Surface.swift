import Lua

/// The whole Lua surface of a stage as names, for the reference's completeness test and the
/// REPL's completion: `Rect` (a global), `Rect.minX` (a field or computed value),
/// `Rect:insetBy` (a method), `View.animate` (a function in a namespace), `View.frame` (a
/// property of View objects), `Curve()` (a callable object).
extension Stage {
    public func surfaceNames() throws -> [String] {
        var names = Set<String>()
        let added = try addedGlobals()
        names.formUnion(added)
        // functions and values stored in the global tables (View.animate, Easing.easeIn …)
        for global in added {
            for key in try rawKeys(of: global) { names.insert("\(global).\(key)") }
        }
        // what those tables compute on access (Transform.identity, clock.now, Color.red …)
        names.formUnion(ValueMethods.surface(values))
        names.formUnion(computedNames)
        // bound classes
        for c in lua.boundClasses {
            names.insert(c.name)
            for p in c.properties { names.insert("\(c.name).\(p)") }
            for m in c.methods { names.insert("\(c.name):\(m)") }
            if c.callable { names.insert("\(c.name)()") }
        }
        return names.sorted()
    }

    /// Globals a stage has that a bare sandboxed runtime does not.
    func addedGlobals() throws -> [String] {
        let bare = try ScriptRuntime(options: runtime.options)
        let stock = Set(try globalNames(bare.lua))
        return try globalNames(lua).filter { !stock.contains($0) }
    }

    private func globalNames(_ lua: LuaState) throws -> [String] {
        let values = try lua.run("local t = {} for k in pairs(_G) do t[#t + 1] = k end table.sort(t) return table.concat(t, ' ')",
                                 chunkName: "=(transit surface)")
        return values.first?.description.split(separator: " ").map(String.init) ?? []
    }

    private func rawKeys(of global: String) throws -> [String] {
        let values = try lua.run("""
            local g = _G[...]
            if type(g) ~= 'table' then return '' end
            local t = {} for k in next, g do t[#t + 1] = tostring(k) end table.sort(t) return table.concat(t, ' ')
            """, chunkName: "=(transit surface)", arguments: [.string(global)])
        return values.first?.description.split(separator: " ").map(String.init) ?? []
    }
}

import Lua

extension ScriptRuntime {
    /// Runs `body` — busted's `.busted`, run again in a spec's state — with busted's `lpath`
    /// (and, `--unsafe`, its `cpath`) taken off the front of `package.path` (`package.cpath`),
    /// then puts them back in front as busted's runner.lua does,
    /// `package.path = (lpath .. ';' .. package.path):gsub(';;', ';')`. busted loads `.busted`
    /// before that line, so a template the config puts in front
    /// (`package.path = './vendor/?.lua;' .. package.path`) comes after the `lpath`: a module in
    /// both `./src` and `./vendor` is `./src`'s, as under busted (it was `./vendor`'s here:
    /// Benricheson101/zero-percent-juice, busted107). A path that does not start with them is
    /// left as it is.
    public func runningBeforeBustedLPath(_ body: () throws(LuaError) -> Void) throws(LuaError) {
        let path = options.searchPath
        guard let count = path.bustedLPathCount else { return try body() }
        let front = path.templates.prefix(count).filter { !$0.contains(SearchPath.scriptFolder) }.joined(separator: ";")
        let cpath = LuaValue.string(options.cpathPrefix ?? "")
        // Compiled and run before the config: what the restore calls is taken then, as locals
        // of its closure — the config may clear `string.gsub` (the restore failed at `(transit
        // path):2: attempt to call a nil value (method 'gsub')`) or `type`. Not in front of a
        // path the config set to nil: it stays so, for the spec's `require` to refuse at its own
        // line as stock's does ("'package.path' must be a string").
        let chunk = try lua.callForReference(lua.global("load"), [.value(.string("""
            local gsub, sub = string.gsub, string.sub
            local front, cprefix = ...
            local function take(p, f)
              if f ~= "" and sub(p, 1, #f + 1) == f .. ";" then return sub(p, #f + 2) end
            end
            local path, cpath = take(package.path, front), take(package.cpath, sub(gsub(cprefix .. ";", ";;", ";"), 1, -2))
            if path then package.path = path end
            if cpath then package.cpath = cpath end
            return function()
              if path and package.path ~= nil then package.path = gsub(front .. ";" .. package.path, ";;", ";") end
              if cpath and package.cpath ~= nil then package.cpath = gsub(cprefix .. ";" .. package.cpath, ";;", ";") end
            end
            """)), .value(.string("=(transit path)"))])
        let restore = try lua.callForReference(chunk, [.value(.string(front)), .value(cpath)])
        try body()
        _ = try lua.call(restore)
    }
}

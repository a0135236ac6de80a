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
        let taken = try lua.run("""
            local front, cprefix = ...
            local function take(p, f)
              if f ~= "" and p:sub(1, #f + 1) == f .. ";" then return p:sub(#f + 2) end
            end
            local rest, crest = take(package.path, front), take(package.cpath, (cprefix .. ";"):gsub(";;", ";"):sub(1, -2))
            if rest then package.path = rest end
            if crest then package.cpath = crest end
            return rest ~= nil, crest ~= nil
            """, chunkName: "=(transit path)", arguments: [.string(front), cpath])
        try body()
        // not in front of a path the config set to nil: it stays so, for the spec's `require` to
        // refuse at its own line as stock's does ("'package.path' must be a string"), where the
        // concatenation failed here, naming no line of the project's. No global is called: the
        // config may have cleared `type` (busted's own loader fails on that, as a spec would)
        try lua.run("""
            local front, cprefix, path, cpath = ...
            if path and package.path ~= nil then package.path = (front .. ";" .. package.path):gsub(";;", ";") end
            if cpath and package.cpath ~= nil then package.cpath = (cprefix .. ";" .. package.cpath):gsub(";;", ";") end
            """, chunkName: "=(transit path)", arguments: [.string(front), cpath] + taken)
    }
}

/// The Lua surface as the editors' files need it: who owns each name (a global, a bound
/// class), whether it is a method, a function or a field, whether it is reachable on the
/// global table itself (`View.animate`, `Rect.zero`) or only on instances (`View.frame`), and
/// its type (``LuaAPITypes``, `any` when unknown). Built from the live binding tables
/// (`Stage.surfaceNames()`, `LuaState.boundClasses`), so `transit api`'s three formats —
/// LuaLS annotations, a luacheck standard, the reference table — come from one source.
public struct LuaAPI: Sendable {
    public enum Kind: Sendable { case field, function, method }

    public struct Member: Sendable {
        public let name: String
        public let kind: Kind
        /// Reachable on the global table of its owner (not only on instances).
        public let onGlobal: Bool
    }

    public struct Owner: Sendable {
        public let name: String
        public var parent: String?
        /// A global of this name exists (`View`, `clock`); `Window` is only a class.
        public var isGlobal = false
        /// Objects of the class can be called (`Curve()`).
        public var callable = false
        public var members: [Member] = []
    }

    /// Every name of the surface, sorted (the reference's rows).
    public let names: [String]
    /// Owners of members, and bound classes, sorted by name.
    public let owners: [Owner]
    /// Globals that own nothing (`task`, `wait`, `window`).
    public let plainGlobals: [String]
    /// Types read from the values themselves where ``LuaAPITypes`` is silent: a field
    /// reachable on its global whose value is a number, string or boolean, or an object whose
    /// `tostring` names a class of the surface first (`Easing.linear` is `Curve linear`,
    /// `Color.red` is `Color(1, 0, 0, 1)`).
    public let derived: [String: String]

    public static func of(_ stage: Stage) throws -> LuaAPI {
        let names = try stage.surfaceNames()
        let globals = Set(try stage.addedGlobals())
        var owners: [String: Owner] = [:]
        var derived: [String: String] = [:]
        func owner(_ name: String) -> Owner { owners[name] ?? Owner(name: name, isGlobal: globals.contains(name)) }
        for c in stage.lua.boundClasses {
            var o = owner(c.name)
            o.parent = c.parent
            owners[c.name] = o
        }
        let dotted = names.filter { $0.contains(".") && !$0.contains(":") }
        let reachable = try onGlobal(dotted, stage)
        for name in names {
            if name.hasSuffix("()") {
                let n = String(name.dropLast(2))
                var o = owner(n); o.callable = true; owners[n] = o
            } else if let split = Self.split(name) {
                var o = owner(split.owner)
                let kind: Kind
                if let found = reachable[name], let cls = found.split(separator: ":").dropFirst().first,
                   names.contains(String(cls)), LuaAPITypes.entries[name] == nil {
                    derived[name] = String(cls)
                } else if let found = reachable[name], ["number", "string", "boolean"].contains(found),
                          LuaAPITypes.entries[name] == nil {
                    derived[name] = found
                }
                if split.method { kind = .method } else if reachable[name] == "function" { kind = .function } else {
                    if case .function = LuaAPITypes.entries[name] { kind = .function } else { kind = .field }
                }
                o.members.append(Member(name: split.member, kind: kind, onGlobal: reachable[name] != nil))
                owners[split.owner] = o
            }
        }
        let plain = names.filter { Self.split($0) == nil && !$0.hasSuffix("()") && owners[$0] == nil }
        return LuaAPI(names: names, owners: owners.values.sorted { $0.name < $1.name }, plainGlobals: plain, derived: derived)
    }

    /// `View:addSubview` → (View, addSubview, method); nil for a bare name.
    static func split(_ name: String) -> (owner: String, member: String, method: Bool)? {
        guard let i = name.firstIndex(where: { $0 == "." || $0 == ":" }) else { return nil }
        return (String(name[..<i]), String(name[name.index(after: i)...]), name[i] == ":")
    }

    /// The Lua type of `G.k` read on the global `G` itself, for the names where it is not nil
    /// (an instance property read on a class table is nil, or an error: neither is reachable).
    /// The names go as one string: hundreds of arguments would overflow the C stack Lua
    /// guarantees (LUA_MINSTACK, 20 slots).
    private static func onGlobal(_ names: [String], _ stage: Stage) throws -> [String: String] {
        let values = try stage.lua.run("""
            local out = {}
            for name in (...):gmatch('%S+') do
              local g, k = name:match('^([^.]+)%.(.+)$')
              local ok, v = pcall(function() local t = _G[g]; if t == nil then return nil end return t[k] end)
              local kind = ok and type(v) or 'nil'
              -- a bound object or a value names its class first: 'Curve linear', 'Color(1, 0, 0, 1)'
              if kind == 'userdata' or kind == 'table' then kind = kind .. ':' .. (tostring(v):match('^[%a_][%w_]*') or '') end
              out[#out + 1] = name .. '=' .. kind
            end
            return table.concat(out, ' ')
            """, chunkName: "=(transit api)", arguments: [.string(names.joined(separator: " "))])
        var result: [String: String] = [:]
        for pair in values.first?.description.split(separator: " ") ?? [] {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[1] != "nil" { result[parts[0]] = parts[1] }
        }
        return result
    }

    public func owner(_ name: String) -> Owner? { owners.first { $0.name == name } }

    /// The type of a surface name, or nil when ``LuaAPITypes`` does not say.
    public func entry(_ name: String) -> LuaAPITypes.Entry? {
        LuaAPITypes.entries[name] ?? derived[name].map { .value($0) }
    }
}

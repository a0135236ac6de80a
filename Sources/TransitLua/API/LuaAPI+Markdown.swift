/// `transit api --format markdown`: the reference table, one row per surface name, in the
/// notation of docs/lua-reference.md (`Rect:insetBy(dx, dy)`, `Curve()`) with its type.
/// ReferenceTests and LuaAPITests read both with the same row parser: the page's rows and
/// these are the same names.
extension LuaAPI {
    public func markdown() -> String {
        var out = "| name | type |\n| --- | --- |\n"
        for name in names {
            switch entry(name) {
            case .function(let params, let returns)?:
                let call = name.hasSuffix("()") ? name : "\(name)(\(Self.paramNames(params)))"
                out += "| `\(call)` | `fun(\(params))\(returns.isEmpty ? "" : ": " + returns)` |\n"
            case .value(let type)?:
                out += "| `\(name)` | `\(type)` |\n"
            case nil:
                if owner(name) != nil { out += "| `\(name)` | class |\n" } else { out += "| `\(name)` | `any` |\n" }
            }
        }
        return out
    }
}

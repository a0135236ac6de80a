internal import CLuaShim

/// A Lua value copied out into Swift, for results, tests and display. Tables, functions,
/// threads and userdata are described, not referenced (hold a `LuaRef` for that).
public enum LuaValue: Equatable, Sendable, CustomStringConvertible {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    /// Any other type, with `tostring`'s text (e.g. "table: 0x…", or a `__tostring` result).
    case other(type: String, text: String)

    /// Lua's truth: everything but nil and false.
    public var isTruthy: Bool {
        switch self {
        case .nil, .boolean(false): return false
        default: return true
        }
    }

    public var description: String {
        switch self {
        case .nil: return "nil"
        case .boolean(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .number(let d): return LuaValue.format(d)
        case .string(let s): return s
        case .other(_, let text): return text
        }
    }

    /// Lua's "%.14g" rendering of a float (so 0.5 prints "0.5" and 1e100 "1e+100").
    /// NaN prints "nan" whatever its sign bit (glibc would print "-nan" for 0/0), so messages
    /// read the same everywhere.
    public static func format(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        var buffer = [CChar](repeating: 0, count: 64)
        clua_formatnumber(&buffer, d)
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension LuaState {
    /// Copies the value at `index` (on the main thread) into a `LuaValue`.
    public func value(at index: Int32) -> LuaValue { value(at: index, on: L) }

    func value(at index: Int32, on L: OpaquePointer) -> LuaValue {
        switch lua_type(L, index) {
        case LUA_TNIL, LUA_TNONE: return .nil
        case LUA_TBOOLEAN: return .boolean(lua_toboolean(L, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return .integer(clua_tointeger(L, index, nil)) }
            return .number(clua_tonumber(L, index, nil))
        case LUA_TSTRING: return .string(string(at: index, on: L) ?? "")
        default:
            return .other(type: String(cString: clua_typenameat(L, index)), text: describe(at: index, on: L))
        }
    }
}

import CLuaShim
@testable import Lua
import Testing

/// `clua_peekindex` (lookup.c), the look-up `LuaCall.get` tries on a bound object before the
/// protected call: what it answers is what the object's `__index` (`clua_index`) answers, and
/// it declines whatever could run a getter or raise.
@Suite struct ObjectLookupTests {
    final class Item {
        var value = 2.0
        init() {}
    }
    final class Special {}

    /// Item (a number property `value`, a property `broken` whose getter raises, a method
    /// `bump`) and its subclass SubItem; `item()`/`subitem()` make one; `peek(obj, key)` is
    /// the fast look-up: its value, or the string "unknown" when it declines.
    static func state() throws -> LuaState {
        let lua = try LuaState()
        struct Broken: Error, CustomStringConvertible { var description: String { "broken getter" } }
        var def = LuaClassDefinition<Item>(name: "Item")
        def.numberProperty("value", get: { $0.value })
        def.property("broken", get: { _, _ in throw Broken() })
        def.method("bump") { call, item in item.value += 1; call.push(item.value); return 1 }
        let item = lua.defineClass(def)
        let sub = lua.defineClass(LuaClassDefinition<Item>(name: "SubItem", parent: item))
        lua.register("item") { call in call.push(Item(), as: item); return 1 }
        lua.register("subitem") { call in call.push(Item(), as: sub); return 1 }
        lua.register("peek") { call in
            lua_settop(call.L, 2)                                   /* [obj key] */
            if clua_peekindex(call.L, 1) == LUA_TNONE { call.push("unknown") }
            return 1
        }
        try lua.run("""
        plain = item()
        plain.note = "mine"
        sub = subitem()
        function sub:viewWillAppear(animated) error("appearing " .. tostring(animated)) end
        """, chunkName: "@o.lua")
        return lua
    }

    @Test func aMethodAFieldAnOverrideAndAMissingKeyAreAnsweredAsIndexAnswersThem() throws {
        let lua = try Self.state()
        #expect(try lua.run("""
        return rawequal(peek(plain, "bump"), plain.bump), peek(plain, "note"), peek(plain, "absent"),
               rawequal(peek(sub, "viewWillAppear"), sub.viewWillAppear), peek(sub, "note"),
               rawequal(peek(sub, "bump"), sub.bump), peek(item(), "note")
        """) == [.boolean(true), .string("mine"), .nil, .boolean(true), .nil, .boolean(true), .nil])
    }

    /// A property's getter may raise, so the look-up declines it and the protected call runs
    /// it: a number, or the getter's error at the script's line.
    @Test func aPropertyIsLeftToTheProtectedCall() throws {
        let lua = try Self.state()
        #expect(try lua.run("return peek(plain, 'value'), peek(plain, 'broken'), peek({}, 'x'), peek('s', 'len')") ==
                [.string("unknown"), .string("unknown"), .string("unknown"), .string("unknown")])
        var value: Double?
        try lua.withField("value", of: { $0.push(lua.global("plain")) }) { c in value = try? c.number(-1) }
        #expect(value == 2)
        #expect { try lua.withField("broken", of: { $0.push(lua.global("plain")) }) { _ in } }
            throws: { ($0 as? LuaError)?.message.contains("broken getter") == true }
        #expect(lua.stackTop == 0)
    }

    /// Through `callMethod`, as the engine asks a scripted controller: the bound method runs,
    /// an override's error names its file and line, a missing one runs nothing.
    @Test func overridesFoundThisWayRunAndTheirErrorsNameTheirLine() throws {
        let lua = try Self.state()
        var result: Double?
        #expect(try lua.callMethod("bump", of: { $0.push(lua.global("plain")) }, arguments: { _ in 0 },
                                   read: { c in result = try? c.number(-1) }, failed: { $0 }) == .ran)
        #expect(result == 3)
        #expect(try lua.callMethod("absent", of: { $0.push(lua.global("sub")) }, arguments: { _ in 0 },
                                   read: { _ in }, failed: { $0 }) == .missing)
        #expect(try lua.callMethod("note", of: { $0.push(lua.global("plain")) }, arguments: { _ in 0 },
                                   read: { _ in }, failed: { $0 }) == .notAFunction("string"))
        #expect {
            _ = try lua.callMethod("viewWillAppear", of: { $0.push(lua.global("sub")) },
                                   arguments: { c in c.push(true); return 1 }, read: { _ in }, failed: { $0 })
        } throws: { ($0 as? LuaError)?.message == "o.lua:4: appearing true" }
        #expect(lua.stackTop == 0)
    }
}

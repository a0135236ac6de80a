import CLuaShim
@testable import Lua
import Testing

/// A box is 16 bytes (a 72-byte request, glibc's 80-byte block), and what tells it from
/// another library's userdata of that size is its tag and its metatable being a class's.
@Suite struct BoxCheckTests {
    /// A probe's box: 16 bytes, its class's id, its metatable read from the userdata's header
    /// the one `getmetatable` gives from the API.
    @Test func aBoxIsSixteenBytesWithItsClassAndMetatable() throws {
        let w = try ClassTests.World()
        try w.lua.run("p = probe('a') s = subprobe('b')")
        let L = w.lua.L
        for (name, cls) in [("p", w.probeClass), ("s", w.subClass)] {
            lua_getglobal(L, name)                                 /* +1 box */
            #expect(lua_rawlen(L, -1) == 16)
            let box = try #require(clua_tobox(L, -1))
            #expect(clua_boxclass(box) == cls.id)
            #expect(lua_getmetatable(L, -1) == 1)                  /* +1 mt */
            #expect(clua_boxmetatable(box) == lua_topointer(L, -1))
            lua_settop(L, 0)
        }
    }

    /// A userdata of a box's size holding a probe's address and a probe's tag and class id —
    /// as another library's block might by chance — is not a box without a class's metatable:
    /// none, or a table of the script's. The same block with the class's metatable is one.
    @Test func theTagWithoutAClassMetatableIsNotABox() throws {
        let w = try ClassTests.World()
        try w.lua.run("p = probe('real') keep(p)")
        let L = w.lua.L
        let object = Unmanaged.passUnretained(w.kept[0]).toOpaque()
        var blocks: [UnsafeMutablePointer<clua_Box>] = []
        for global in ["bare", "other", "given", "unused"] {
            let block = lua_newuserdatauv(L, 16, 1)!.assumingMemoryBound(to: clua_Box.self)   /* +1 */
            // "unused": a class id no class has (its metatable slot is empty, as `bare`'s
            // metatable is: the two compared equal, and the block passed for a box)
            let cls = global == "unused" ? UInt32(CLUA_BOX_CLASS) : UInt32(w.probeClass.id)
            block.pointee = clua_Box(object: object, kind: CLUA_BOX_TAG | cls, serial: 0)
            blocks.append(block)
            lua_setglobal(L, global)                               /* -1 */
        }
        try w.lua.run("""
        debug.setmetatable(other, {__name = 'Foreign'})
        debug.setmetatable(given, debug.getmetatable(p))
        """)
        #expect(w.lua.failure("valueOf(bare)")?.message == "t.lua:1: bad argument #1 to 'valueOf' (Probe expected, got userdata)")
        #expect(w.lua.failure("valueOf(other)")?.message == "t.lua:1: bad argument #1 to 'valueOf' (Probe expected, got Foreign)")
        #expect(w.lua.failure("valueOf(unused)")?.message == "t.lua:1: bad argument #1 to 'valueOf' (Probe expected, got userdata)")
        for global in ["bare", "other", "unused"] {                // not boxes, to every reader
            lua_getglobal(L, global)                               /* +1 */
            #expect(clua_tobox(L, -1) == nil, "\(global)")
            lua_settop(L, 0)
        }
        #expect(try w.lua.run("return valueOf(given)") == [.number(1)])
        blocks[2].pointee.object = nil                             // its __gc must not release the probe
    }
}

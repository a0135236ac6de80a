import CLua
import Lua
import Testing
import TransitCore
import TransitLua
import TransitModule

/// The module's engine keeps a bounded timeline record: a library host runs as long as its
/// host (a `lua5.4 -i -l transit` session, a busted file), and kept every event for ever.
///
/// Loaded in this process into a stock state (what `require "transit"` does through
/// `luaopen_transit`), so that the engine's record can be read; the state is not closed,
/// as the module's finalizers at close are not this test's subject.
@Suite struct ModuleRetentionTests {
    @Test func timelineRecordStaysBounded() throws {
        let host = try #require(luaL_newstate())
        luaL_openlibs(host)
        #expect(transitModuleOpen(host) == 1)
        lua_setglobal(host, "transit")                 // as `lua5.4 -l transit` does
        let module = try #require(LuaState.borrowed(by: host)?.owner as? LoadedModule)
        // 3,000 animations of three events each, and a reset half way: its new engine keeps
        // the same bound (1,501 animations after it)
        try module.stage.run("""
            local v = View{} window:addSubview(v)
            for i = 1, 3000 do
              if i == 1500 then transit.reset(); v = View{} window:addSubview(v) end
              View.animate(0.1, function() v.alpha = i % 2 end, function() end)
              clock.advance(0.2)
            end
            """, chunkName: "=many.lua")
        let engine = module.stage.engine
        #expect(engine.timelineRetention == .window)
        #expect(engine.timeline.count == 4096)
        #expect(engine.timelineDropped == 1501 * 3 - 4096)
        #expect(engine.timelineDroppedNote == "… 407 earlier events not kept: the record keeps the last 4096")
    }
}

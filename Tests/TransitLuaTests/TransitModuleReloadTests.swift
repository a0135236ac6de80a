import Lua
import Testing
@testable import TransitLua

/// `package.loaded.transit = nil` then `require "transit"` (a spec that loads the module
/// afresh, as busted's insulation does between files): in Transit's own state require finds
/// Transit again through `package.preload.transit` — the same table, reading the globals as
/// they are now — sandboxed (the sandbox's require) and under `--unsafe` (stock require,
/// whose preload searcher comes before the C path). It failed with "module 'transit' not
/// found" where busted with transit.so passes (docs/lua-module.md).
@Suite struct TransitModuleReloadTests {
    @Test(arguments: [false, true])
    func requireFindsTransitAgainAfterItLeftPackageLoaded(unsafe: Bool) throws {
        let (s, out) = try stage(unsafe ? .unsafe : ScriptRuntime.Options())
        try s.run("""
            local a = require "transit"
            package.loaded.transit = nil
            local b = require "transit"
            print(a == b, package.loaded.transit == b, type(b.reset), b.View == View)
            local old = window
            b.reset()
            print(b.window == window, old ~= window, clock.now)
            package.loaded.transit = nil
            print(select("#", require "transit"), require "transit" == a)
            """, chunkName: "@reload.lua")
        // stock require's second result is the loader data (":preload:"); the sandbox's too
        #expect(out.lines == ["true\ttrue\tfunction\ttrue", "true\ttrue\t0.0", "2\ttrue"])
    }

    /// A script that also takes Transit out of `package.preload` gets require's own "not
    /// found", naming the preload field first, at its line.
    @Test func withoutThePreloadFieldRequireSaysNotFound() throws {
        let (s, _) = try stage()
        let message = s.failure("package.loaded.transit = nil\npackage.preload.transit = nil\nrequire 'transit'", name: "gone.lua")
        #expect(message?.hasPrefix("gone.lua:3: module 'transit' not found:\n\tno field package.preload['transit']\n") == true,
                "\(message ?? "")")
    }
}

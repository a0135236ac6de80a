import Foundation
import Testing
import TransitLua
@testable import TransitSpec

/// What a spec reads in `package.path` (busted specs extend it): the sandbox's search path as
/// the sandbox's require reads it; with --unsafe, Lua's own, without the spec's folder (busted does not search it).
/// (The DSL prelude sets it since branch test8; a chunk of the host's did before.)
@Suite struct SpecPackagePathTests {
    /// The search path with the system's Lua tree (here a made-up one) before `./?.lua`.
    @Test func aSandboxedSpecReadsTheSearchPath() throws {
        var options = RunOptions()
        options.runtime.systemPath = ["/sys/lua/?.lua"]
        let result = try runSpec("it(\"p\", function() error(package.path, 0) end)", options: options)
        let templates = options.runtime.searchPath.addingSystem(["/sys/lua/?.lua"]).templates
        #expect(templates.contains("/sys/lua/?.lua"))
        #expect(result.failure("p")?.message == templates.joined(separator: ";"))
    }

    /// busted's `package.path`: the spec's folder is not in it (a spec printing or extending it
    /// sees busted's), and the spec's own `require` still finds a module beside it, through a
    /// searcher after package.path's (SpecModuleOrderTests: not a module's probe).
    @Test func anUnsafeSpecsPathHoldsNotItsFolderWhichItsRequireStillSearches() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "return 'beside'".write(to: dir.appendingPathComponent("beside.lua"), atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.runtime = .unsafe
        let result = try runSpec("""
            it("p", function() error(package.path, 0) end)
            it("r", function() error(require("beside"), 0) end)
            """, options: options, in: dir)
        let message = try #require(result.failure("p")?.message)
        #expect(!message.contains(dir.path), "\(message)")
        #expect(!message.contains("$SCRIPT_DIR"))
        #expect(result.failure("r")?.message == "beside")
    }
}

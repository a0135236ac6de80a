import Foundation
import Testing
import TransitLua
@testable import TransitSpec

/// What a spec reads in `package.path` (busted specs extend it): the sandbox's search path as
/// the sandbox's require reads it; with --unsafe, Lua's own, with the spec's folder after it (busted does not search it).
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

    @Test func anUnsafeSpecReadsItsFolderAfterLuasOwnPath() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var options = RunOptions()
        options.runtime = .unsafe
        let result = try runSpec("it(\"p\", function() error(package.path, 0) end)", options: options, in: dir)
        let message = try #require(result.failure("p")?.message)
        #expect(message.hasSuffix(";" + dir.path + "/?.lua;" + dir.path + "/?/init.lua"), "\(message)")
        #expect(!message.hasPrefix(dir.path), "\(message)")
        #expect(!message.contains("$SCRIPT_DIR"))
    }
}

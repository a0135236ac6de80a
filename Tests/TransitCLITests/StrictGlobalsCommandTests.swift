import Foundation
import Testing

/// A spec that makes `_G` strict (issue 16): the runner's next global write (the new
/// `window` before each test) runs the script's `__newindex`. Its error fails that file's
/// test with the script's line; the process survives and the next file passes — with one
/// job (one process for every file) and with the default (worker processes). (`_G.window`:
/// a plain `window = nil` would be the test's own global, busted's block environments.)
@Suite struct StrictGlobalsCommandTests {
    static let strict = """
        describe("a strict _G", function()
          it("locks the globals", function()
            _G.window = nil
            setmetatable(_G, {__newindex = function(_, k) error(k) end})
            assert.is_true(true)
          end)

          it("runs after the lock", function()
            assert.is_true(true)
          end)
        end)
        """
    static let plain = """
        describe("the next file", function()
          it("has its window", function()
            assert.is_true(window ~= nil)
          end)
        end)
        """

    @Test(arguments: [["--jobs", "1"], []])
    func theFileFailsAtTheScriptLineAndTheRunGoesOn(_ jobs: [String]) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-strict-\(getpid())-\(jobs.count)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.strict.write(to: dir.appendingPathComponent("a_strict_spec.lua"), atomically: true, encoding: .utf8)
        try Self.plain.write(to: dir.appendingPathComponent("b_plain_spec.lua"), atomically: true, encoding: .utf8)

        let r = try Executable.run("transit", ["test", "."] + jobs, in: dir)
        #expect(r.reason == .exit)
        #expect(r.status == 1)
        #expect(!r.stderr.contains("unprotected"), "\(r.stderr)")
        // found under `.`, named from it as busted names them
        #expect(r.stdout.hasPrefix("./a_strict_spec.lua .E\n./b_plain_spec.lua .\n"), "\(r.stdout)")
        #expect(r.stdout.contains("1) a strict _G › runs after the lock\n   ./a_strict_spec.lua:8 (error)\n   ./a_strict_spec.lua:4: window\n"),
                "\(r.stdout)")
        #expect(r.stdout.hasSuffix("\n2 passed, 1 failed\n"), "\(r.stdout)")
    }
}

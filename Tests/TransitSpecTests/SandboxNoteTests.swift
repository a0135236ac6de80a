import Foundation
import Testing
import TransitLua
@testable import TransitSpec

/// A call of a function the sandbox leaves out stops a spec with Lua's words, `attempt to call
/// a nil value (field 'open')`; the report adds which function that may be, where the rule is
/// written and how to run without it (daurnimator/luatz's tz files, read with `io.open`,
/// errored with Lua's words alone).
@Suite struct SandboxNoteTests {
    static let lua = "/usr/bin/lua5.4"

    /// The names are those stock Lua 5.4 has and the sandbox has not: each one, and no other.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: lua), "stock lua5.4 is not installed"))
    func theNamesAreTheSandboxsMissingOnes() throws {
        let listing = """
            local out = {}
            for _, lib in ipairs{"io", "os", "string", "debug", "package", "table", "math", "coroutine", "utf8"} do
              for _, name in ipairs(NAMES[lib]) do
                if type(_G[lib]) ~= "table" or _G[lib][name] == nil then out[#out + 1] = lib .. "." .. name end
              end
            end
            table.sort(out)
            return table.concat(out, " ")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.lua)
        process.arguments = ["-e", """
            local parts = {}
            for _, lib in ipairs{"io", "os", "string", "debug", "package", "table", "math", "coroutine", "utf8"} do
              local names = {}
              for k, v in pairs(_G[lib]) do if type(v) == "function" then names[#names + 1] = string.format("%q", k) end end
              parts[#parts + 1] = lib .. " = {" .. table.concat(names, ", ") .. "}"
            end
            io.write("NAMES = {" .. table.concat(parts, ", ") .. "}")
            """]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let stock = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let stage = try Stage()
        let missing = try stage.lua.run(stock + "\n" + listing, chunkName: "=(names)").first?.description ?? ""
        #expect(missing == SandboxNote.missing.values.sorted().joined(separator: " "))
    }

    /// The report's line follows Lua's message; a spec that catches the error reads Lua's words
    /// alone; with --unsafe the function is there and the test passes.
    @Test func theReportNamesTheFunction() throws {
        let source = """
            it("reads", function() return io.open("x") end)
            it("catches", function()
              local ok, e = pcall(function() return os.getenv("HOME") end)
              assert.is_false(ok)
              assert.matches("attempt to call a nil value %(field 'getenv'%)$", e)
            end)
            it("another table's field", function() local t = {} t.open() end)
            """
        let r = try runSpec(source)
        #expect(r.outcomes == ["errored reads", "passed catches", "errored another table's field"])
        let reads = try #require(r.failure("reads"))
        #expect(reads.message == "attempt to call a nil value (field 'open')")
        #expect(reads.details == "(if that is io.open: the sandbox has none, docs/sandbox.md; transit test --unsafe runs with Lua's own libraries)")
        #expect(r.failure("another table's field")?.details.hasPrefix("(if that is io.open:") == true)
        var unsafe = RunOptions()
        unsafe.runtime = .unsafe
        let u = try runSpec(source, options: unsafe)
        #expect(u.outcomes.first == "passed reads")
        #expect(u.failure("another table's field")?.details == "")
    }

    /// A file's top, where a spec reads its fixtures, has the line as a test has it: it had
    /// Lua's words alone there (a describe's body had the line).
    @Test func aFilesTopHasTheLineToo() throws {
        let r = try runSpec("local data = io.open(\"spec/data.txt\"):read(\"a\")\nit(\"never\", function() end)\n")
        let load = try #require(r.tests.first, "\(r.outcomes)")
        #expect(r.tests.count == 1 && load.status == .errored && load.failure?.message == "attempt to call a nil value (field 'open')")
        #expect(load.failure?.details == "(if that is io.open: the sandbox has none, docs/sandbox.md; transit test --unsafe runs with Lua's own libraries)")
    }
}

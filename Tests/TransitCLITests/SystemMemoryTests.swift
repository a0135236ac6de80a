import Foundation
import Testing

/// The system, not the script's memory limit, refusing memory: transit under `ulimit -v`
/// (RLIMIT_AS) below what the default limit (256 MiB) would let a script use. malloc returns
/// NULL inside Lua's allocator, Lua raises its memory error, and the host's Swift code reading
/// it allocated while the script's garbage still held everything: Swift's allocator trapped
/// ("Fatal error: failed to allocate 96 bytes", a crash, status 134 or 139). Stock lua5.4 says
/// "lua5.4: not enough memory" with status 1 under the same cap; transit now says the same at
/// the script's line and names the system (docs/sandbox.md, "When the machine runs out").
/// Not under `make sanitize`: AddressSanitizer maps terabytes of shadow memory at start, which
/// no `ulimit -v` near the binary's own size lets it have ("ERROR: Failed to mmap").
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil,
                             "AddressSanitizer's shadow memory cannot live under ulimit -v"))
struct SystemMemoryTests {
    static let fill = """
        local t = {}
        for i = 1, 1e9 do
          t[i] = string.rep("x", 100) .. i
        end

        """

    static let spec = """
        describe("memory", function()
          it("fills memory", function()
            local t = {}
            for i = 1, 1e9 do
              t[i] = string.rep("x", 100) .. i
            end
          end)
          it("runs after", function()
            assert.are.equal(4, 2 + 2)
          end)
        end)

        """

    static let probe = """
        for l in io.lines("/proc/self/status") do
          local kb = l:match("^VmSize:%s*(%d+)")
          if kb then print(kb) end
        end

        """

    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-sysmem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in ["fill.lua": fill, "mem_spec.lua": spec, "probe.lua": probe,
                             "session.txt": "local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 100) .. i end\nprint(1 + 1)\n"] {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir
    }

    static var transit: String { Executable.products.appendingPathComponent("transit").path }

    /// The cap, in KiB: this binary's own address space once started (a debug build maps
    /// about twice a release one's) and 40 MiB, well below the 256 MiB limit: at 40 the commands of
    /// the build before the fix crashed in both builds (at some caps a release `run` got through).
    static func cap(in dir: URL) throws -> Int {
        let r = try Executable.run(transit, ["run", "--unsafe", "probe.lua"], in: dir)
        let kb = try #require(Int(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(r.stdout) \(r.stderr)")
        return kb + (40 << 10)
    }

    static func capped(_ line: String, in dir: URL) throws -> Execution {
        try Executable.run("/bin/sh", ["-c", "ulimit -v \(try cap(in: dir)) && exec \(line)"], in: dir)
    }

    @Test func runEndsWithTheSystemsRefusalAtTheScriptsLine() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.capped("\(Self.transit) run fill.lua", in: dir)
        #expect(r.reason == .exit && r.status == 1, "\(r.status) \(r.stderr.prefix(1500))")
        #expect(r.stderr.hasPrefix("transit: fill.lua:3: not enough memory (the system refused "), "\(r.stderr.prefix(1500))")
        #expect(r.stderr.contains("; script memory limit 256 MiB)\nstack traceback:\n\tfill.lua:3: in main chunk"), "\(r.stderr.prefix(1500))")
        #expect(!r.stderr.contains("Fatal error"))
        // stock Lua under the same cap: the same status and words (without a line: lua.c's
        // memory errors skip the message handler)
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/lua5.4") {
            let stock = try Self.capped("lua5.4 fill.lua", in: dir)
            #expect(stock.status == 1 && stock.stderr.contains("lua5.4: not enough memory"), "\(stock.stderr)")
        }
    }

    @Test func unsafeRunNamesTheSystemWithoutALimit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.capped("\(Self.transit) run --unsafe fill.lua", in: dir)
        #expect(r.reason == .exit && r.status == 1, "\(r.status) \(r.stderr.prefix(1500))")
        #expect(r.stderr.hasPrefix("transit: fill.lua:3: not enough memory (the system refused "), "\(r.stderr.prefix(1500))")
        #expect(!r.stderr.contains("script memory limit") && !r.stderr.contains("Fatal error"), "\(r.stderr.prefix(1500))")
    }

    /// The test errors; the next test and the report still run.
    @Test func testErrorsAndTheNextTestRuns() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.capped("\(Self.transit) test mem_spec.lua", in: dir)
        #expect(r.reason == .exit && r.status == 1, "\(r.status) \(r.stderr.prefix(1500))")
        #expect(r.stdout.contains("mem_spec.lua:5: not enough memory (the system refused "), "\(r.stdout.prefix(1500))")
        #expect(r.stdout.contains("1 success / 0 failures / 1 error / 0 pending"), "\(r.stdout.prefix(1500))")
    }

    /// The session goes on after the chunk that ran out.
    @Test func replGoesOnAfterTheRefusal() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.capped("\(Self.transit) repl < session.txt", in: dir)
        #expect(r.reason == .exit, "\(r.stderr.prefix(1500))")
        #expect(r.stdout.hasPrefix("stdin:1: not enough memory (the system refused "), "\(r.stdout.prefix(1500))")
        #expect(r.stdout.hasSuffix("\n2\n"), "\(r.stdout.suffix(500))")
        #expect(!r.stderr.contains("Fatal error"))
    }
}

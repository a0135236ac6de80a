import Foundation
import Testing

/// A script's arguments reach `arg` and `...` byte for byte, as lua.c hands them `argv`:
/// a word that is not UTF-8 (`a\xffb`, `\xc3(`) is not turned into U+FFFD (3 bytes became 5).
@Suite struct ByteArgumentTests {
    /// Foundation's `Process` takes its arguments as Swift strings, which cannot hold such
    /// bytes: a shell's printf makes them (octal escapes: \377 is 0xff, \303 0xc3).
    static func run(_ program: String, _ words: String, script: String) throws -> Execution {
        try Executable.run("sh", ["-c", "exec \"$0\" \(words) \"$1\" \"$(printf 'a\\377b')\" \"$(printf '\\303(')\"",
                                  program, script])
    }

    @Test func nonUTF8ArgumentsReachArgAndDotsAsStockLua() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("byte-args-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("s.lua").path
        try """
            if arg then print(#arg[1], arg[1]:byte(2), #arg[2], arg[2]:byte(1, 2)) end
            print(select('#', ...), (...):byte(2), #select(2, ...), select(2, ...):byte(1, 2))
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let transit = Executable.products.appendingPathComponent("transit").path
        let stock = try Self.run("lua5.4", "", script: script)
        let ours = try Self.run(transit, "run --unsafe -q", script: script)
        let sandboxed = try Self.run(transit, "run -q", script: script)
        #expect(stock.stdout == "3\t255\t2\t195\t40\n2\t255\t2\t195\t40\n", "\(stock.stderr)")
        #expect(ours.stdout == "3\t255\t2\t195\t40\n2\t255\t2\t195\t40\n", "\(ours.stderr)")
        #expect(ours.stdoutBytes == stock.stdoutBytes)
        #expect(sandboxed.stdoutBytes == stock.stdoutBytes, "\(sandboxed.stderr)")   // arg too
    }

    /// Words past `--memory` end the run with Lua's memory error, as lua.c's (its `arg` table
    /// is made in its protected `pmain`): they were pushed outside every protected call, and
    /// the process aborted ("unprotected Lua error: not enough memory", status 134).
    @Test func wordsPastTheMemoryLimitAreAMemoryErrorNotAnAbort() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("big-args-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("s.lua").path
        try "print(select('#', ...), #(...))".write(toFile: script, atomically: true, encoding: .utf8)
        let transit = Executable.products.appendingPathComponent("transit").path
        let word = String(repeating: "x", count: 120_000)
        for mode in [["--unsafe"], []] {
            let many = try Executable.run(transit, ["run", "-q", "--memory", "1"] + mode + [script] + Array(repeating: word, count: 12))
            #expect(many.status == 1, "\(mode): \(many.stderr)")
            #expect(many.stderr.hasPrefix("transit: not enough memory for the script's arguments ("), "\(many.stderr)")
            #expect(many.stderr.contains(" bytes; script memory limit 1 MiB)\n"), "\(many.stderr)")
            #expect(!many.stderr.contains("traceback"))
            #expect(!many.stderr.contains("fatal"))
            let two = try Executable.run(transit, ["run", "-q", "--memory", "1"] + mode + [script, word, word])
            #expect(two.status == 0, "\(two.stderr)")
            #expect(two.stdout == "2\t120000\n")
        }
    }

    /// lua.c's `arg`, built in C before the script runs: in linear time (it was a Lua chunk
    /// whose `select(i, ...)` loop was quadratic, counted against the script's `--instructions`,
    /// and `CommandLine.argc` was read per word) and outside the script's instruction budget.
    @Test func manyArgumentsMakeArgAsStockLuaDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("many-args-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("s.lua").path
        try "print(#arg, arg[0] ~= nil, arg[1], arg[#arg], select('#', ...))".write(toFile: script, atomically: true, encoding: .utf8)
        let transit = Executable.products.appendingPathComponent("transit").path
        let words = (1...20_000).map { "w\($0)" }
        let stock = try Executable.run("lua5.4", [script] + words)
        let ours = try Executable.run(transit, ["run", "-q", "--unsafe", "--instructions", "50"] + [script] + words)
        #expect(stock.stdout == "20000\ttrue\tw1\tw20000\t20000\n")
        #expect(ours.status == 0, "\(ours.stderr)")
        #expect(ours.stdout == stock.stdout)
    }
}

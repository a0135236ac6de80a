import Foundation
import Testing

/// `.save` and `.spec` through the real binary: a write that fails says so, and a spec of a
/// session that warned passes under `transit test`.
@Suite struct ReplWritingTests {
    /// /dev/full takes the open and the buffered write, and fails the flush at close
    /// (ENOSPC): only the close's status tells. Each failure is an input that failed (status 1).
    @Test func aWriteThatFailsAtCloseIsReported() throws {
        let r = try ReplProcess.run([".save /dev/full", "1", ".spec /dev/full", "2"])
        #expect(r.status == 1)
        #expect(r.output == """
        .save: cannot write /dev/full: No space left on device
        1
        .spec: cannot write /dev/full: No space left on device
        2

        """)
        let missing = try ReplProcess.run([".save /no/such/folder/s.lua"])
        #expect(missing.status == 1)
        #expect(missing.output == ".save: cannot write /no/such/folder/s.lua: No such file or directory\n")
    }

    /// Each step that warned runs inside `expect_warning` in the spec (a warning a test did
    /// not expect fails it): the engine's, Lua's `warn` with pattern characters in it, a step
    /// warning twice the same and one warning two things.
    @Test func aSpecOfASessionThatWarnedPasses() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-repl-warn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("warned_spec.lua").path
        let r = try ReplProcess.run([
            "root, a, b = ViewController{name = 'root'}, ViewController{name = 'a'}, ViewController{name = 'b'}",
            "window.rootViewController = root",
            "root:present(a, false)",
            "root:present(b, false)",
            "warn('50% done (a) [b]')",
            "warn('again') warn('again')",
            "warn('one') warn('two')",
            "x = 1",
            ".spec " + spec,
        ])
        #expect(r.status == 0, "\(r.output)")
        let written = try String(contentsOf: URL(fileURLWithPath: spec), encoding: .utf8)
        #expect(written == """
        -- Written by transit repl (.spec): the session's input, and what each watched
        -- expression showed at each stop. Run it with `transit test`.
        describe("transit repl session", function()
          it("shows what the session showed", function()
            root, a, b = ViewController{name = 'root'}, ViewController{name = 'a'}, ViewController{name = 'b'}
            window.rootViewController = root
            root:present(a, false)
            expect_warning("Attempt to present <ViewController: b> on <ViewController: root> which is already presenting <ViewController: a>", function()
              root:present(b, false)
            end)
            expect_warning("50%% done %(a%) %[b%]", function()
              warn('50% done (a) [b]')
            end)
            expect_warning("again", function()
              warn('again') warn('again')
            end)
            expect_warning("one", function()
              expect_warning("two", function()
                warn('one') warn('two')
              end)
            end)
            x = 1
          end)
        end)

        """)
        let test = try Executable.transit("test", spec)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    /// A watched string holding a byte that is no UTF-8 (Latin-1 `é`): the spec expected the
    /// U+FFFD the console showed, not the byte, and failed. The byte is written escaped.
    @Test func aSpecOfAStringThatIsNotUTF8Passes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-repl-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("latin1_spec.lua").path
        let r = try ReplProcess.run([#"s = "caf\xe9""#, ".watch s", ".advance 0.1", ".spec " + spec])
        #expect(r.output == "s = \"caf\\233\"\n0.100000 s (frame 6)\ns = \"caf\\233\"\nwrote \(spec)\n")
        let written = try String(contentsOf: URL(fileURLWithPath: spec), encoding: .utf8)
        #expect(written.contains(#"expect(s):toEqual("caf\233")"#), "\(written)")
        let test = try Executable.transit("test", spec)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    /// A task that fails during `.seek`: the REPL says the clock stopped there, short of the
    /// time asked, and `.spec` expects the step to raise — the spec passes.
    @Test func aSeekAnErrorStoppedIsSaidAndItsSpecPasses() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-repl-fail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("stopped_spec.lua").path
        let r = try ReplProcess.run([
            "ticks = 0",
            "task(function() for i = 1, 10 do wait(0.1); ticks = i; if i == 3 then error('boom at ' .. i) end end end)",
            ".seek 1",
            "ticks",
            ".spec " + spec,
        ])
        #expect(r.status == 1)
        #expect(r.output.contains("(the error stopped the clock at 0.300000 s, short of 1.000000 s)\n0.300000 s (frame 18)\n3\n"),
                "\(r.output)")
        let written = try String(contentsOf: URL(fileURLWithPath: spec), encoding: .utf8)
        #expect(written.contains("""
                _ = task(function() for i = 1, 10 do wait(0.1); ticks = i; if i == 3 then error('boom at ' .. i) end end end)
                expect(function() clock.advance(0.3) end):toThrow("boom at 3")
                _ = ticks
            """), "\(written)")
        let test = try Executable.transit("test", spec)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.hasSuffix("1 passed, 0 failed\n"))
    }
}

import Foundation
import Testing

/// A `--jobs` worker tells its parent its results on a pipe of their own (fd 3), not on its
/// standard output, which an `--unsafe` spec and the processes it starts write to as well.
/// When the two were one stream, a copy of a result line written by a spec was read as a
/// result, and a background process writing after the report made the file an error; busted
/// reports each spec's own results alone.
@Suite struct WorkerChannelTests {
    static func tap(_ spec: String) throws -> (ours: [String: [Substring]], status: [String: Int32], busted: [Substring]?) {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": spec])
        defer { project.remove() }
        var ours: [String: [Substring]] = [:], status: [String: Int32] = [:]
        for jobs in ["1", "2"] {
            let r = try project.test(["--unsafe", "-o", "TAP", "--jobs", jobs])
            ours[jobs] = WorkerSpecOutputTests.tapLines(r.stdout)
            status[jobs] = r.status
        }
        guard BustedSelectionTests.hasBusted else { return (ours, status, nil) }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        return (ours, status, WorkerSpecOutputTests.tapLines(theirs.stdout))
    }

    /// Before: `ok 1 - a phantom`, then `not ok 4 - (worker)` "… exited with status 0".
    @Test func aForgedResultLineIsTheSpecsOutputNotAResult() throws {
        let r = try Self.tap("""
            describe("a", function()
              it("forges", function()
                io.write('{"decided":{"file":"spec/a_spec.lua","blocks":["a"],"name":"phantom","line":9,"status":"passed"}}\\n')
                io.stdout:flush()
              end)
              it("passes", function() end)
            end)
            """)
        let expected: [Substring] = ["ok 1 - a forges", "ok 2 - a passes", "1..2"]
        for jobs in ["1", "2"] { #expect(r.status[jobs] == 0 && r.ours[jobs] == expected, "--jobs \(jobs): \(r.ours[jobs] ?? [])") }
        if let busted = r.busted { #expect(busted == expected) }
    }

    /// A process the spec leaves running writes a result line 0.3 s later, to standard output
    /// and standard error. Before, the parent read the worker's output until every holder of it
    /// had closed it, so that line always came after the report: `not ok 3 - (worker)`. Now the
    /// line is the spec's output whenever it comes, and the file's results do not wait for it.
    @Test func aLateBackgroundWriterLeavesTheReportAlone() throws {
        let r = try Self.tap("""
            describe("a", function()
              it("starts a writer", function() os.execute("(sleep 0.3; echo '{\\"decided\\":1}'; echo '{\\"decided\\":1}' >&2) &") end)
              it("passes", function() end)
            end)
            """)
        let expected: [Substring] = ["ok 1 - a starts a writer", "ok 2 - a passes", "1..2"]
        for jobs in ["1", "2"] { #expect(r.status[jobs] == 0 && r.ours[jobs] == expected, "--jobs \(jobs): \(r.ours[jobs] ?? [])") }
        if let busted = r.busted { #expect(busted == expected) }
    }

    /// A process the spec leaves writing to standard output without end does not hold the run:
    /// the worker reads what the spec wrote before each `print` and entry's end, not until the
    /// pipe is empty, and its thread gives way to those reads (it held its lock while the pipe
    /// was never empty, and each read ran until then: the run waited for the writer, for ever
    /// for this one: 3 to 29 s for one print). busted's run ends too, its writer left writing.
    /// Bounded by `timeout`, the run's status 124 when it hangs (7 s in a debug build at load 9,
    /// most of it the megabyte of NULs each test keeps the tail of). Not under `make sanitize`:
    /// there the writer, the worker's reading thread and AddressSanitizer's checks of every
    /// byte moved share two cores, and the ten prints took past the 60 s (twice, at load 10):
    /// the bound becomes a measure of the machine; the other tests here run the thread there.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil,
                   "a writer flooding a core under AddressSanitizer makes the timeout a measure of the machine"))
    func aWriterThatNeverStopsDoesNotHoldTheRun() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": """
            it("starts a writer", function() os.execute("cat /dev/zero & echo $! > writer.pid") end)
            for i = 1, 10 do it("prints " .. i, function() print("printed") end) end
            """])
        defer { project.remove() }
        let transit = Executable.products.appendingPathComponent("transit").path
        let r = try Executable.run("/usr/bin/timeout", ["60", transit, "test", "--unsafe", "-o", "TAP"], in: project.dir)
        if let pidText = try? String(contentsOf: project.dir.appendingPathComponent("writer.pid"), encoding: .utf8),
           let pid = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) { kill(pid, SIGKILL) }
        #expect(r.status == 0 && WorkerSpecOutputTests.tapLines(r.stdout) == ["ok 1 - starts a writer"] + (1...10).map { "ok \($0 + 1) - prints \($0)" } + ["1..11"], "\(r.status): \(r.stderr)")
    }

    /// A process the spec leaves running for 20 s holds the worker's standard output and error:
    /// the run ends when the worker does (it took the 20 s before). Told without a clock: the
    /// sleeper is still alive when the run has returned (before, the run returned only after
    /// it had exited).
    @Test func theRunDoesNotWaitForAProcessTheSpecLeftRunning() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": """
            it("starts a sleeper", function() os.execute("sleep 20 & echo $! > sleeper.pid") end)
            """])
        defer { project.remove() }
        let r = try project.test(["--unsafe", "-o", "TAP"])
        #expect(r.status == 0 && WorkerSpecOutputTests.tapLines(r.stdout) == ["ok 1 - starts a sleeper", "1..1"], "\(r.stdout)\(r.stderr)")
        let pidText = try String(contentsOf: project.dir.appendingPathComponent("sleeper.pid"), encoding: .utf8)
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) == 0, "the sleeper had exited when the run returned")
        kill(pid, SIGKILL)
    }

    /// What a process an `--unsafe` spec left running writes after the spec's worker ended goes
    /// to the run's standard output when it comes, as busted prints it: here while the next
    /// file runs, under every `--jobs`. It was lost: the worker held its pipe's only read end.
    @Test func aBackgroundWritersLateLineIsTheRunsOutput() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": "it(\"starts a late writer\", function() os.execute(\"(sleep 0.5; echo late) &\") end)\n",
            "spec/b_spec.lua": "it(\"takes two seconds\", function() os.execute(\"sleep 2\") end)\n",
        ])
        defer { project.remove() }
        try Self.expectTAPUnderEveryJobsAsBusted(project, "ok 1 - starts a late writer\nlate\nok 2 - takes two seconds\n1..2\n")
    }

    /// `project`'s `--unsafe -o TAP` standard output is `expected` under `--jobs 1` and `2`,
    /// and busted's (when Debian's busted is installed) is the same.
    static func expectTAPUnderEveryJobsAsBusted(_ project: RunnerCITests.Project, _ expected: String) throws {
        for jobs in ["1", "2"] {
            let r = try project.test(["--unsafe", "-o", "TAP", "--jobs", jobs])
            #expect(r.status == 0 && r.stdout == expected, "--jobs \(jobs): \(r.stdout)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let busted = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(busted.stdout == expected)
    }

    /// Forty files each leave a process holding their standard output, under 32 descriptors
    /// (`ulimit -n`; macOS gives a shell 256): the run lets the oldest kept pipe go when it
    /// needs descriptors, and every file runs. It kept one a file, and past the limit each
    /// later file was `not ok` "cannot create a pipe" (17 of the 40 here).
    @Test func keptLatePipesDoNotUseUpTheRunsDescriptors() throws {
        var files: [String: String] = [:]
        for i in 1...40 {
            files["spec/f\(i)_spec.lua"] = "it(\"leaves a sleeper\", function() os.execute(\"sleep 30 & echo $! >> sleepers.pid\") end)\n"
        }
        let project = try RunnerCITests.Project(files)
        defer { project.remove() }
        let transit = Executable.products.appendingPathComponent("transit").path
        let r = try Executable.run("/bin/sh", ["-c", "ulimit -n 32 && exec \"$0\" test --unsafe --jobs 2 -o TAP", transit], in: project.dir)
        let pids = (try? String(contentsOf: project.dir.appendingPathComponent("sleepers.pid"), encoding: .utf8)) ?? ""
        for line in pids.split(separator: "\n") { if let pid = pid_t(line) { kill(pid, SIGKILL) } }
        let lines = WorkerSpecOutputTests.tapLines(r.stdout)
        #expect(r.status == 0 && lines.count == 41 && lines.allSatisfy { !$0.hasPrefix("not ok") }, "\(r.stdout)\(r.stderr)")
    }

    /// When standard output carries a JSON, JUnit or TAP 14 document, that late line goes to
    /// standard error instead: on standard output it came before the document and `-o json`
    /// did not parse.
    @Test func aLateLineLeavesADocumentWhole() throws {
        let project = try RunnerCITests.Project([
            "spec/a_spec.lua": "it(\"starts a writer\", function() os.execute(\"(sleep 0.5; echo tardy) &\") end)\n",
            "spec/b_spec.lua": "it(\"takes two seconds\", function() os.execute(\"sleep 2\") end)\n",
        ])
        defer { project.remove() }
        for format in ["json", "junit", "tap"] {
            let r = try project.test(["--unsafe", "-o", format])
            #expect(r.status == 0 && !r.stdout.contains("tardy") && r.stderr == "tardy\n", "-o \(format): \(r.stdout) \(r.stderr)")
            if format == "json" {
                let report = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
                #expect((report?["summary"] as? [String: Any])?["passed"] as? Int == 2)
            }
        }
    }

    /// What an `--unsafe` spec writes with C's stdout — `io.write`, `io.stdout:write`, a process
    /// it starts — is its output, in the order written beside its `print`, as busted prints
    /// them, whatever `--jobs` says: at the file's top, in a hook, in a test. Every `--unsafe`
    /// file runs in a worker, whose standard output the run drops; before, only `print` (captured)
    /// was shown: `a-print`, `ok 1`, `b-print`, `ok 2`.
    @Test func anUnsafeSpecsOwnOutputIsShownAsBustedShowsIt() throws {
        let files = [
            "spec/a_spec.lua": """
            io.write("a-top\\n")
            describe("d", function()
              setup(function() io.write("a-setup\\n") end)
              it("writes", function()
                io.write("a-write\\n"); print("a-print"); os.execute("echo a-child"); io.stdout:write("a-stdout\\n")
              end)
            end)
            """,
            "spec/b_spec.lua": """
            it("writes", function() io.write("b-write\\n"); print("b-print") end)
            """,
        ]
        let expected = "a-top\na-setup\na-write\na-print\na-child\na-stdout\nok 1 - d writes\nb-write\nb-print\nok 2 - writes\n1..2\n"
        let project = try RunnerCITests.Project(files)
        defer { project.remove() }
        try Self.expectTAPUnderEveryJobsAsBusted(project, expected)
    }

    /// A line left open is a line of the entry that wrote it, as a sandboxed spec's `io.write`
    /// (busted writes it inline, `openok 1 - w`: docs/testing.md); a spec that buffers its
    /// stdout fully is read back all the same.
    @Test func anUnsafeSpecsOpenLineIsItsEntrysLine() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": """
            it("leaves a line open", function() io.write("open") end)
            it("buffers", function() io.stdout:setvbuf("full"); io.write("held\\n") end)
            """])
        defer { project.remove() }
        let r = try project.test(["--unsafe", "-o", "TAP"])
        #expect(r.status == 0 && r.stdout == "open\nok 1 - leaves a line open\nheld\nok 2 - buffers\n1..2\n", "\(r.stdout)\(r.stderr)")
    }

    /// A line left open and then a `print` are one line, the open piece first, as busted and a
    /// sandboxed spec show them (`open-printed`); it was `-printed` then `opentail`.
    @Test func anUnsafeSpecsOpenLineStartsThePrintedLine() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": """
            it("prints after an open line", function() io.write("open"); print("-printed"); io.write("tail\\n") end)
            """])
        defer { project.remove() }
        let expected = "open-printed\ntail\nok 1 - prints after an open line\n1..1\n"
        for mode in [["--unsafe"], []] {
            let r = try project.test(mode + ["-o", "TAP"])
            #expect(r.status == 0 && r.stdout == expected, "\(mode): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let busted = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(busted.stdout == expected)
    }

    /// A result saying how many lines it did not keep counts the lines an `--unsafe` worker let
    /// go before a read (it keeps the last MiB between two): 100,000 lines and a print keep the
    /// last 64 and say 99,937, as sandboxed — busted prints all 100,001. It said 960.
    @Test func anUnsafeSpecsDroppedLinesAreCounted() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": """
            it("writes 100,000 lines", function()
              local line = string.rep("z", 1023) .. "\\n"
              for _ = 1, 100000 do io.write(line) end
              print("after")
            end)
            """])
        defer { project.remove() }
        for mode in [["--unsafe"], []] {
            let r = try project.test(mode + ["-o", "TAP"])
            let lines = r.stdout.split(separator: "\n")
            #expect(r.status == 0 && lines.first == "… (99937 earlier lines of output not kept)" && lines.count == 1 + 64 + 2, "\(mode): \(lines.first ?? "")")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let busted = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(busted.stdout.split(separator: "\n").count == 99_937 + 64 + 2)
    }

    /// A line longer than the megabyte an `--unsafe` worker holds keeps its last 64 KiB after
    /// a mark counting every byte before them, as sandboxed, where the whole line reaches the
    /// result: busted prints the lines whole, 3 MiB + 1 and 3 MiB bytes. The mark counted only
    /// the bytes the worker still held (983042: a megabyte less 64 KiB), and a long line ending
    /// in the same read as its dropped start was let go whole ("… (1 earlier line …)").
    @Test func anUnsafeSpecsLongLineCountsTheBytesTheWorkerDropped() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": """
            it("writes a long line", function()
              io.write(string.rep("z", 3 * 1024 * 1024))
              print("!")
            end)
            it("ends a long line", function() io.write(string.rep("y", 3 * 1024 * 1024) .. "\\n") end)
            """])
        defer { project.remove() }
        let kept = 65_535
        let expected = ["… (\(3 * 1024 * 1024 + 1 - kept) earlier bytes of this line not kept) " + String(repeating: "z", count: kept - 1) + "!",
                        "ok 1 - writes a long line",
                        "… (\(3 * 1024 * 1024 - kept) earlier bytes of this line not kept) " + String(repeating: "y", count: kept),
                        "ok 2 - ends a long line", "1..2"]
        for mode in [["--unsafe"], []] {
            let r = try project.test(mode + ["-o", "TAP"])
            let lines = r.stdout.split(separator: "\n").map(String.init)
            #expect(r.status == 0 && lines == expected, "\(mode): \(lines.map { $0.prefix(60) })")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let busted = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(busted.stdout.split(separator: "\n").map(\.utf8.count) == [3 * 1024 * 1024 + 1, 25, 3 * 1024 * 1024, 23, 4])
    }

    /// What an `--unsafe` spec writes to standard error goes to the run's as it comes, as
    /// busted's does, under every `--jobs` (it was kept for the message of a worker that died,
    /// and otherwise shown nowhere).
    @Test func anUnsafeSpecsStandardErrorIsTheRunsStandardError() throws {
        let project = try RunnerCITests.Project(["spec/a_spec.lua": """
            it("complains", function() io.stderr:write("to-stderr\\n"); os.execute("echo child-stderr >&2"); print("p") end)
            """])
        defer { project.remove() }
        for jobs in ["1", "2"] {
            let r = try project.test(["--unsafe", "-o", "TAP", "--jobs", jobs])
            #expect(r.status == 0 && r.stdout == "p\nok 1 - complains\n1..1\n", "--jobs \(jobs): \(r.stdout)")
            #expect(r.stderr == "to-stderr\nchild-stderr\n", "--jobs \(jobs): \(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let busted = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(busted.stdout == "p\nok 1 - complains\n1..1\n" && busted.stderr == "to-stderr\nchild-stderr\n", "\(busted.stdout)\(busted.stderr)")
    }
}

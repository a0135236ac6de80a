import Foundation
import Testing

/// An `--unsafe` spec that calls `os.exit` ends its worker inside the spec. What it printed
/// there (`print`, kept for the test's result) and wrote (`io.write`, still in the worker's
/// pipe) was lost: the run showed the worker's end alone. busted prints it, then exits; the
/// run now shows it as the "(worker)" result's output, before that result, where busted's
/// stdout ends.
@Suite struct WorkerExitOutputTests {
    /// Each spec, and busted 2.1.1's whole TAP stdout for it (`busted --lua=lua5.4 -o TAP`):
    /// what it printed before `os.exit` ended it.
    static let cases: [(name: String, spec: String, busted: String)] = [
        ("print_then_exit3", """
            describe("d", function()
              it("ok", function() print("before") end)
              it("exits", function() print("x"); io.write("y\\n"); os.exit(3) end)
            end)
            """, "before\nok 1 - d ok\nx\ny\n"),
        ("open_line_exit0", """
            describe("d", function()
              it("exits0", function() print("p"); io.write("open"); os.exit(0) end)
            end)
            """, "p\nopen"),
        ("file_body_exit", """
            print("top")
            io.write("w\\n")
            os.exit(2)
            """, "top\nw\n"),
        ("close_state_exit", """
            describe("d", function()
              it("closes", function() print("x"); io.write("y"); os.exit(true, true) end)
            end)
            """, "x\ny"),
        // the test's own lines went with its result, before its after_each ran: once
        ("after_each_exit", """
            describe("d", function()
              before_each(function() print("be") end)
              after_each(function() print("ae"); os.exit(4) end)
              it("t", function() print("body") end)
            end)
            """, "be\nbody\nok 1 - d t\nae\n"),
    ]

    @Test(arguments: cases.indices)
    func whatASpecPrintedBeforeOsExitIsShown(_ index: Int) throws {
        let c = Self.cases[index]
        let file = "spec/\(c.name)_spec.lua"
        let project = try RunnerCITests.Project([file: c.spec])
        defer { project.remove() }
        let r = try project.test(["--unsafe", "-o", "TAP", file])
        // ours: busted's stdout, its open line ended, then the worker's end as a failure
        let printed = c.busted.hasSuffix("\n") ? c.busted : c.busted + "\n"
        let failing = r.stdout.range(of: "not ok ")
        #expect(failing.map { String(r.stdout[..<$0.lowerBound]) } == printed,
                "\(c.name): \(r.stdout.prefix(2000))\(r.stderr.prefix(2000))")
        #expect(r.stdout.contains("(worker)") && r.stdout.contains("the worker process running this file exited with status"),
                "\(c.name): \(r.stdout.prefix(2000))")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", file], in: project.dir)
        #expect(theirs.stdout == c.busted, "\(c.name): busted wrote \(theirs.stdout.debugDescription)")
    }

    /// The worker that ends well says nothing more: its report is its last line, as before.
    @Test func aWorkerEndingWellSaysNothingMore() throws {
        let project = try RunnerCITests.Project(["spec/fine_spec.lua": """
            describe("d", function() it("prints", function() print("a"); io.write("b\\n") end) end)
            """])
        defer { project.remove() }
        let r = try project.test(["--unsafe", "-o", "TAP"])
        #expect(r.status == 0 && r.stdout == "a\nb\nok 1 - d prints\n1..1\n", "\(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == r.stdout, "busted wrote \(theirs.stdout.debugDescription)")
    }
}

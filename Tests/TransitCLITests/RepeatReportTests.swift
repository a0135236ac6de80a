import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `--repeat N` with a report that is a document. busted's JUnit is one document for all the
/// runs (`<testsuites tests='4' failures='2'>`, a `testsuite` a run, `Run 2 of 2`); transit
/// wrote one document a run, back to back — no longer XML a CI server can read (`junk after
/// document element`). And `--out FILE` held the last run's report alone, where the standard
/// output (busted's, transit's) holds every run: a first run that failed was lost from the
/// file when a later one passed, though the status was the failure's.
@Suite struct RepeatReportTests {
    /// A test that fails in the first run only: the file the first run leaves makes the
    /// second pass (`--unsafe`: the sandbox has no file system).
    static let project = [
        "spec/a_spec.lua": """
        describe("a", function()
          it("passes", function() assert.is_true(true) end)
          it("fails the first time", function()
            local seen = io.open("seen", "r")
            if seen then seen:close() return end
            assert(io.open("seen", "w")):close()
            assert.are.equal(1, 2)
          end)
        end)
        """,
    ]

    /// The attributes of the elements named `name`, in order.
    static func elements(_ name: String, in xml: String) -> [[String: String]]? {
        final class Collector: NSObject, XMLParserDelegate {
            let name: String
            var found: [[String: String]] = []
            init(_ name: String) { self.name = name }
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) {
                if element == name { found.append(attributes) }
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector(name)
        parser.delegate = collector
        return parser.parse() ? collector.found : nil
    }

    @Test func junitIsOneDocumentForAllTheRuns() throws {
        let project = try RunnerCITests.Project(Self.project)
        defer { project.remove() }
        let r = try project.test(["--unsafe", "-o", "junit", "--repeat", "2"])
        #expect(r.status == 1, "\(r.stderr)")
        let roots = try #require(Self.elements("testsuites", in: r.stdout), "not one XML document: \(r.stdout)")
        #expect(roots.count == 1 && roots.first?["tests"] == "4" && roots.first?["failures"] == "1", "\(r.stdout)")
        // XMLParser stops at the first document's end: the second was not seen
        #expect(r.stdout.components(separatedBy: "<testsuites").count == 2, "\(r.stdout)")
        let suites = Self.elements("testsuite", in: r.stdout) ?? []
        #expect(suites.map { $0["name"] } == ["spec/a_spec.lua (run 1 of 2)", "spec/a_spec.lua (run 2 of 2)"], "\(r.stdout)")
        #expect(suites.map { $0["failures"] } == ["1", "0"], "\(r.stdout)")
        // written to --out, the same document
        try FileManager.default.removeItem(at: project.dir.appendingPathComponent("seen"))
        let out = project.dir.appendingPathComponent("report.xml")
        let written = try project.test(["--unsafe", "-o", "junit", "--repeat", "2", "--out", out.path])
        let file = try String(contentsOf: out, encoding: .utf8)
        #expect(written.status == 1 && Self.elements("testsuite", in: file)?.map { $0["failures"] } == ["1", "0"], "\(file)")
        // --fail-fast stops after the failing first run: its document is whole, one run long
        try FileManager.default.removeItem(at: project.dir.appendingPathComponent("seen"))
        let stopped = try project.test(["--unsafe", "-o", "junit", "--repeat", "3", "--fail-fast"])
        #expect(Self.elements("testsuite", in: stopped.stdout)?.map { $0["name"] } == ["spec/a_spec.lua (run 1 of 3)"],
                "\(stopped.stdout)")
        // one run: the file's own name, as before
        let once = try project.test(["--unsafe", "-o", "junit"])
        #expect(Self.elements("testsuite", in: once.stdout)?.map { $0["name"] } == ["spec/a_spec.lua"], "\(once.stdout)")
        guard BustedSelectionTests.hasBusted else { return }
        try FileManager.default.removeItem(at: project.dir.appendingPathComponent("seen"))
        let theirs = try Executable.run("/usr/bin/lua5.4", ["/usr/bin/busted", "-o", "junit", "--repeat", "2"], in: project.dir)
        let theirRoots = try #require(Self.elements("testsuites", in: theirs.stdout), "\(theirs.stdout)")
        #expect(theirRoots.count == 1 && theirRoots.first?["tests"] == "4" && theirRoots.first?["failures"] == "1")
        #expect(Self.elements("testsuite", in: theirs.stdout)?.map { $0["failures"] } == ["1", "0"], "\(theirs.stdout)")
    }

    /// `--out` holds what the standard output would: every run's report, in turn.
    @Test func outHoldsEveryRun() throws {
        let project = try RunnerCITests.Project(Self.project)
        defer { project.remove() }
        let printed = try project.test(["--unsafe", "-o", "TAP", "--repeat", "2"])
        let expected = """
            ok 1 - a passes
            not ok 2 - a fails the first time
            # spec/a_spec.lua @ 3
            # Failure message: spec/a_spec.lua:7: Expected objects to be equal.
            # Passed in:
            # (number) 2
            # Expected:
            # (number) 1
            1..2
            ok 1 - a passes
            ok 2 - a fails the first time
            1..2

            """
        #expect(printed.status == 1 && printed.stdout == expected, "\(printed.stdout)")
        for format in ["TAP", "json"] {
            try FileManager.default.removeItem(at: project.dir.appendingPathComponent("seen"))
            let out = project.dir.appendingPathComponent("report.\(format)")
            let r = try project.test(["--unsafe", "-o", format, "--repeat", "2", "--out", out.path])
            let file = try String(contentsOf: out, encoding: .utf8)
            if format == "TAP" {
                #expect(r.status == 1 && file == expected, "\(file)")
            } else {
                // a document a run, as the standard output has them (busted's: a line a run)
                #expect(r.status == 1 && file.components(separatedBy: "\"summary\"").count == 3, "\(file)")
            }
        }
        guard BustedSelectionTests.hasBusted else { return }
        try FileManager.default.removeItem(at: project.dir.appendingPathComponent("seen"))
        let theirs = try Executable.run("/usr/bin/lua5.4", ["/usr/bin/busted", "-o", "TAP", "--repeat", "2"], in: project.dir)
        #expect(theirs.stdout == expected, "\(theirs.stdout)")
    }
}

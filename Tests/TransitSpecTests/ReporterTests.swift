import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TransitSpec
import TransitRender

/// The reporters on the fixture suite's results: TAP lines against the TAP 14 grammar, JUnit
/// against its structure and an XSD (with xmllint), JSON read back, the human summary.
@Suite struct ReporterTests {
    static func report(_ format: OutputFormat, _ run: RunResult = FixtureSuiteTests.result) -> String {
        var text = ""
        let reporter = format.reporter { text += $0 }
        reporter.started(files: run.files.map(\.file))
        for file in run.files {
            for t in file.tests { reporter.finished(test: t) }
            reporter.finished(file: file)
        }
        reporter.finished(run: run)
        return text
    }

    // MARK: TAP 14

    @Test func tapFollowsTheTAP14Grammar() throws {
        let lines = Self.report(.tap).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "TAP version 14")
        #expect(lines.last == "")
        try TAPChecker.check(Array(lines.dropFirst().dropLast()))
        #expect(lines.contains("    # Subtest: errors"))
        #expect(lines.contains("        not ok 1 - indexes nil"))
        #expect(lines.contains("        ok 1 - is not focused # SKIP not focused"))
        #expect(lines.contains("        ok 1 - adds \\#fast"))
        #expect(lines.contains("1..7"))
    }

    @Test func tapDiagnosticsAreYAML() throws {
        let text = Self.report(.tap)
        #expect(text.contains("""
                    not ok 2 - expects a rect near another
                      ---
                      message: "expect(received):toBeCloseTo(expected, tolerance): at .y: expected -426, received -425 (off by 1)"
                      severity: fail
                      at:
                        file: "Tests/TransitSpecTests/Fixtures/suite/failing_spec.lua"
                        line: 6
                      location: "Tests/TransitSpecTests/Fixtures/suite/failing_spec.lua:7"
                      details: |-
                        Expected: Rect(0, -426, 393, 852) ± 0.5
                        Received: Rect(0, -425, 393, 852)
                      traceback: |-
                        stack traceback:
                        \tTests/TransitSpecTests/Fixtures/suite/failing_spec.lua:7: in function <Tests/TransitSpecTests/Fixtures/suite/failing_spec.lua:6>
                      ...
            """))
    }

    @Test func tapCheckerRejectsBrokenStreams() {
        #expect(throws: TAPChecker.Problem.self) { try TAPChecker.check(["ok 1 - a", "ok 3 - b", "1..2"]) }
        #expect(throws: TAPChecker.Problem.self) { try TAPChecker.check(["ok 1 - a", "1..2"]) }
        #expect(throws: TAPChecker.Problem.self) { try TAPChecker.check(["# Subtest: x", "    ok 1", "    1..1"]) }
        #expect(throws: TAPChecker.Problem.self) { try TAPChecker.check(["ok 1 - a # b", "1..1"]) }
    }

    // MARK: JUnit

    @Test func junitHasTheStructureCIServersRead() throws {
        let xml = Self.report(.junit)
        let doc = try XMLDocument(xmlString: xml)
        let root = try #require(doc.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "25")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "10")
        #expect(root.attribute(forName: "skipped")?.stringValue == "4")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 7)
        var seen: [String: Int] = [:]
        for suite in suites {
            let cases = suite.elements(forName: "testcase")
            #expect(suite.attribute(forName: "tests")?.stringValue == String(cases.count))
            for c in cases {
                for name in ["classname", "name", "time", "file", "line"] {
                    #expect(c.attribute(forName: name) != nil, "testcase without \(name)")
                }
                let kinds = (c.children ?? []).compactMap(\.name).filter { ["failure", "error", "skipped"].contains($0) }
                #expect(kinds.count <= 1)
                seen[kinds.first ?? "passed", default: 0] += 1
            }
        }
        #expect(seen == ["passed": 9, "failure": 2, "error": 10, "skipped": 4])
        let failure = try #require(try doc.nodes(forXPath: "//testcase[@name='compares tables']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "Expected objects to be the same.")
        #expect(failure.stringValue?.contains(" *[alpha] = 0.5") == true)
    }

    /// With Debian's xmllint (libxml2-utils, installed by `make deps`), the report must
    /// validate against Fixtures/junit.xsd.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint")))
    func junitValidatesAgainstTheSchema() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("junit.xml")
        try Self.report(.junit).write(to: report, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", packageRoot + "/Tests/TransitSpecTests/Fixtures/junit.xsd", report.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.hasSuffix("validates\n"))
    }

    @Test func xmlEscapesWhatItMust() {
        // the JUnit report escapes with TransitRender's Markup, as the SVG and HTML do
        #expect(Markup.text("a<b & \"c\"\u{1}") == "a&lt;b &amp; \"c\"\u{FFFD}")
        #expect(Markup.attribute("x\n\"y\"") == "\"x&#10;&quot;y&quot;\"")
    }

    // MARK: JSON and human

    @Test func jsonReadsBackAsTheSameResults() throws {
        let json = try JSON.parse(Self.report(.json))
        #expect(json["summary"] == FixtureSuiteTests.result.counts.json)
        // a file of the report is a worker's report with its results in it
        let files = try #require(json["files"]?.array).compactMap { file -> FileResult? in
            guard case .object(let fields) = file, let tests = file["tests"]?.array?.compactMap(TestResult.init(json:)) else { return nil }
            return FileResult(workerReport: .object(fields.map { $0.0 == "tests" ? ("decided", .number(Double(tests.count))) : $0 }),
                              tests: tests)
        }
        #expect(files == FixtureSuiteTests.result.files)
    }

    @Test func jsonRoundTripsAwkwardText() throws {
        let value = JSON.object([("s", .string("tab\t \"q\" \\ é 😀 \u{1}")), ("n", .number(-1.5e-7)), ("a", .array([.null, .bool(true)]))])
        #expect(try JSON.parse(value.text()) == value)
        #expect(try JSON.parse(value.text(pretty: true)) == value)
        #expect(try JSON.parse("\"\\ud83d\\ude00\"") == .string("😀"))
    }

    @Test func humanReportEndsWithTheCounts() throws {
        let text = Self.report(.human)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.last == "9 passed, 12 failed, 4 skipped")
        #expect(lines[lines.count - 2].hasPrefix("9 successes / 2 failures / 10 errors / 4 pending : "))
        #expect(lines.first == "Tests/TransitSpecTests/Fixtures/suite/syntax_spec.lua E")
        #expect(lines[1] == "Tests/TransitSpecTests/Fixtures/suite/errors_spec.lua EEEEEEE")
        #expect(text.contains("""
            9) failing › compares tables
               Tests/TransitSpecTests/Fixtures/suite/failing_spec.lua:2
               Tests/TransitSpecTests/Fixtures/suite/failing_spec.lua:3: Expected objects to be the same.
                 Passed in:
            """))
        #expect(text.contains("Made no assertion (1):\n  Tests/TransitSpecTests/Fixtures/suite/passing_spec.lua:15 passing › asserts nothing"))
        #expect(HumanReporter.summary(Counts()) == "0 passed, 0 failed")
    }
}

/// A checker of TAP 14 streams as `TAPReporter` writes them (after the version line):
/// test points numbered from 1 at each level, a plan per level matching the count, subtests
/// indented 4 spaces and closed by a test point, YAML blocks indented 2 spaces past their
/// test point, and directives only `# SKIP`/`# TODO` (other `#` escaped in descriptions).
enum TAPChecker {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    nonisolated(unsafe) static let point = #/(not )?ok (\d+)( - ((\\\\|\\#|[^\\#])*))?( # (SKIP|TODO)( [^\n]*)?)?/#
    nonisolated(unsafe) static let plan = #/1\.\.(\d+)/#

    static func check(_ lines: [String]) throws {
        var i = 0
        try document(lines, &i, indent: "")
        guard i == lines.count else { throw Problem(description: "line \(i + 1): unexpected '\(lines[i])'") }
    }

    /// One (sub)document at `indent`: test points and subtests, then its plan.
    private static func document(_ lines: [String], _ i: inout Int, indent: String) throws {
        var count = 0
        while i < lines.count {
            let line = lines[i]
            guard line.hasPrefix(indent) else { break }
            let body = String(line.dropFirst(indent.count))
            if body.hasPrefix("# Subtest: ") {
                i += 1
                try document(lines, &i, indent: indent + "    ")
                guard i < lines.count, lines[i].hasPrefix(indent), !lines[i].hasPrefix(indent + " ") else {
                    throw Problem(description: "line \(i + 1): a subtest must end with a test point at its parent's level")
                }
                continue
            }
            if let m = body.wholeMatch(of: plan) {
                guard Int(m.1) == count else { throw Problem(description: "line \(i + 1): plan \(body) after \(count) tests") }
                i += 1
                return
            }
            guard let m = body.wholeMatch(of: point) else { throw Problem(description: "line \(i + 1): not TAP: '\(line)'") }
            count += 1
            guard Int(m.2) == count else { throw Problem(description: "line \(i + 1): test \(m.2) where \(count) was due") }
            i += 1
            if i < lines.count, lines[i] == indent + "  ---" {
                i += 1
                while i < lines.count, lines[i] != indent + "  ..." {
                    guard lines[i].hasPrefix(indent + "  ") else { throw Problem(description: "line \(i + 1): YAML not indented") }
                    i += 1
                }
                guard i < lines.count else { throw Problem(description: "unterminated YAML block") }
                i += 1
            }
        }
        throw Problem(description: "line \(i + 1): no plan for the \(count) tests at indent \(indent.count)")
    }
}

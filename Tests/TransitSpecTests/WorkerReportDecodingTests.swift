import Testing
@testable import TransitSpec

/// A worker's report is parsed by the parent: numbers a corrupt (or hostile) report carries —
/// 1e300, a fraction — must decode as "no such count", never trap an `Int` conversion.
@Suite struct WorkerReportDecodingTests {
    static func report(line: String, excluded: String, assertions: String) throws -> FileResult? {
        let text = """
        {"file":"a_spec.lua","duration":0,"excluded":\(excluded),"tests":[{"name":"t","file":"a_spec.lua",\
        "blocks":[],"line":\(line),"status":"passed","duration":0,"assertions":\(assertions),"output":[]}]}
        """
        return FileResult(json: try JSON.parse(text))
    }

    @Test func wholeNumbersDecode() throws {
        let r = try #require(try Self.report(line: "3", excluded: "2", assertions: "5"))
        #expect(r.excluded == 2 && r.tests.map(\.line) == [3] && r.tests.map(\.assertions) == [5])
    }

    @Test func hugeOrFractionalNumbersDoNotTrap() throws {
        #expect(try Self.report(line: "1e300", excluded: "0", assertions: "0") == nil)      // a test with no line
        #expect(try Self.report(line: "2.5", excluded: "0", assertions: "0") == nil)
        let r = try #require(try Self.report(line: "1", excluded: "1e300", assertions: "-1e300"))
        #expect(r.excluded == 0 && r.tests.map(\.assertions) == [0])
        #expect(JSON.number(.nan).integer == nil && JSON.number(9.3e18).integer == nil && JSON.number(-4).integer == -4)
    }
}

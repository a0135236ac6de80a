import Testing
import TransitRender
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

    /// The report is the output's last non-empty line, found from the end of the bytes as
    /// splitting the decoded text at "\n" finds it: there "\r\n" is one character, no break,
    /// and invalid bytes decode as U+FFFD.
    @Test func theReportIsTheOutputsLastLine() {
        let outputs: [[UInt8]] = ["\n\n{\"a\":1}\n", "junk\n{}\n\n", "x\r\n{}\n", "{}", "", "\n\n", "a\r\nb", "\r\n",
                                  "é\n\n  x \n"].map { Array($0.utf8) } + [[0x61, 0xFF, 0x0A, 0x62, 0xC3, 0x0A]]
        for bytes in outputs {
            let split = String(decoding: bytes, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            #expect(SuiteRunner.lastLine(of: bytes) == split, "\(bytes)")
        }
        #expect(SuiteRunner.lastLine(of: Array("x\r\n{}\n".utf8)) == "x\r\n{}")
        #expect(SuiteRunner.lastLine(of: [0x61, 0xFF, 0x0A, 0x62, 0xC3, 0x0A]) == "b\u{FFFD}")
        #expect(SuiteRunner.lastLine(of: Array("\n\n{}\n".utf8)) == "{}")
    }

    /// Strings with nothing to escape are copied whole; every string is written as
    /// `JSONValue.quote` writes it, and reads back the same.
    @Test func stringsAreWrittenAsJSONValueQuotesThem() throws {
        let strings = ["", "plain text: 1.5 s", "say \"hi\"", "a\\b", "line\nnext\r\ttab", "\u{1}\u{1F}", "\u{7F}",
                       "é ü 😀", "\u{2028}\u{2029}", "–—…", "<&>"]
        for s in strings {
            var mine = "", theirs = ""
            JSON.quote(s, into: &mine)
            JSONValue.quote(s, into: &theirs)
            #expect(mine == theirs)
            #expect(try JSON.parse(mine) == .string(s))
        }
    }

    @Test func hugeOrFractionalNumbersDoNotTrap() throws {
        #expect(try Self.report(line: "1e300", excluded: "0", assertions: "0") == nil)      // a test with no line
        #expect(try Self.report(line: "2.5", excluded: "0", assertions: "0") == nil)
        let r = try #require(try Self.report(line: "1", excluded: "1e300", assertions: "-1e300"))
        #expect(r.excluded == 0 && r.tests.map(\.assertions) == [0])
        #expect(JSON.number(.nan).integer == nil && JSON.number(9.3e18).integer == nil && JSON.number(-4).integer == -4)
    }
}

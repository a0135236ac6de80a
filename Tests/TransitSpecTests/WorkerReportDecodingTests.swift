import Testing
import TransitRender
@testable import TransitSpec

/// A worker's report is parsed by the parent: numbers a corrupt (or hostile) report carries —
/// 1e300, a fraction — must decode as "no such count", never trap an `Int` conversion.
@Suite struct WorkerReportDecodingTests {
    static func report(line: String, excluded: String, assertions: String) -> FileResult? {
        let text = """
        {"decided":{"name":"t","file":"a_spec.lua","blocks":[],"line":\(line),"status":"passed","duration":0,\
        "assertions":\(assertions),"output":[]}}
        {"file":"a_spec.lua","duration":0,"excluded":\(excluded),"decided":1}

        """
        let said = WorkerProgress(reading: text)
        return said.last.flatMap { FileResult(workerReport: $0, tests: said.decided) }
    }

    @Test func wholeNumbersDecode() throws {
        let r = try #require(Self.report(line: "3", excluded: "2", assertions: "5"))
        #expect(r.excluded == 2 && r.tests.map(\.line) == [3] && r.tests.map(\.assertions) == [5])
    }

    /// The pool hands on the output as it reads it, wherever the lines end: each line is
    /// read whole, once — one cut across pieces too — its bytes decoded as `String(decoding:)`
    /// decodes them (one that is not UTF-8 as U+FFFD), and a "\r" before the line break is the
    /// line's.
    @Test func linesAreReadWholeWhereverThePiecesEnd() throws {
        var first = TestResult(file: "a_spec.lua", blocks: ["d\u{FFFD}"], name: "caf\u{FFFD}", line: 2, status: .passed)
        first.output = [String(repeating: "x", count: 100)]
        let second = TestResult(file: "a_spec.lua", blocks: [], name: "é", line: 3, status: .failed)
        // sent with the byte 0xFF where `first` has U+FFFD
        var sent = first
        (sent.blocks, sent.name) = (["d~"], "caf~")
        let lines = WorkerProgress.decided(sent) + "junk\r" + WorkerProgress.decided(second) + "\n\n"
            + "{\"file\":\"a_spec.lua\",\"decided\":2}\r\n\n"
        let bytes = lines.utf8.map { $0 == UInt8(ascii: "~") ? 0xFF : $0 }
        for piece in [1, 2, 3, 7, 64, 65536] {
            var said = WorkerProgress()
            for start in stride(from: 0, to: bytes.count, by: piece) { said.take(bytes[start..<min(start + piece, bytes.count)]) }
            #expect(said.decided == [first, second], "pieces of \(piece)")
            let report = try #require(said.last, "pieces of \(piece)")
            #expect(FileResult(workerReport: report, tests: said.decided)?.tests == [first, second])
        }
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
        // a string cut short, before or after an escape, or whose only quote is escaped
        for cut in ["\"abc", "\"a\\", "\"a\\\"", "[\"a\", \"b"] {
            #expect(throws: JSON.ParseError.self, "\(cut)") { try JSON.parse(cut) }
        }
        #expect(try JSON.parse("[\"a\\\"b\", \"\", \"c\"]") == .array([.string("a\"b"), .string(""), .string("c")]))
    }

    @Test func hugeOrFractionalNumbersDoNotTrap() throws {
        #expect(Self.report(line: "1e300", excluded: "0", assertions: "0") == nil)      // a test with no line
        #expect(Self.report(line: "2.5", excluded: "0", assertions: "0") == nil)
        let r = try #require(Self.report(line: "1", excluded: "1e300", assertions: "-1e300"))
        #expect(r.excluded == 0 && r.tests.map(\.assertions) == [0])
        #expect(JSON.number(.nan).integer == nil && JSON.number(9.3e18).integer == nil && JSON.number(-4).integer == -4)
    }

    /// Every line an `--unsafe` spec writes that starts with "{" is parsed as it arrives: an
    /// unpaired surrogate escape trapped the parent (`0x41 - 0xDC00`), and a line of nested
    /// brackets overflowed its stack. The first decodes as UTF-16's decoding has it, the
    /// second is no JSON, and the report after them still stands.
    @Test func hostileLinesNeitherTrapNorHideTheReport() throws {
        let utf16 = { (units: [UInt16]) in String(decoding: units, as: UTF16.self) }
        #expect(try JSON.parse(#""\uD800\u0041""#) == .string(utf16([0xD800, 0x41])))
        #expect(try JSON.parse(#""\uD800\n0041""#) == .string(utf16([0xD800, 0x0A]) + "0041"))
        #expect(try JSON.parse(#""\uD83D\uDE00\uDE00""#) == .string(utf16([0xD83D, 0xDE00, 0xDE00])))
        let nested = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        var level = try JSON.parse(nested), depth = 1
        while case .array(let items) = level, let inner = items.first { (level, depth) = (inner, depth + 1) }
        #expect(depth == 100)
        #expect(throws: JSON.ParseError.self) { try JSON.parse(String(repeating: "[", count: 1_000_000)) }

        let result = FileResult(file: "a_spec.lua", tests: [TestResult(file: "a_spec.lua", blocks: [], name: "t", line: 1, status: .passed)])
        let written = WorkerProgress.written(result)
        let spec = "{\"x\":\"\\uD800\\u0041\"}\n{\"a\":" + String(repeating: "[", count: 1_000_000) + "\n"
        let said = WorkerProgress(reading: spec + written)
        #expect(said.last.flatMap { FileResult(workerReport: $0, tests: said.decided) }?.tests == result.tests)
    }
}

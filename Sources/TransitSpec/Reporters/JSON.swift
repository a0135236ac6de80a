#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TransitRender

/// A small JSON value with a writer and a reader: the `--output json` report, and the
/// results a `transit test` worker process hands back to its parent. Objects keep their
/// keys in the order written, so output is deterministic.
public enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public subscript(key: String) -> JSON? {
        if case .object(let fields) = self { return fields.first { $0.0 == key }?.1 }
        return nil
    }

    public var string: String? { if case .string(let s) = self { return s } else { return nil } }
    public var number: Double? { if case .number(let n) = self { return n } else { return nil } }
    /// A whole number that fits an `Int`, or nil (a fraction, 1e300): what a report's counts
    /// and lines decode as — a corrupt worker report can never trap the conversion.
    public var integer: Int? { number.flatMap { Int(exactly: $0) } }
    public var array: [JSON]? { if case .array(let a) = self { return a } else { return nil } }

    // MARK: Writing

    /// Compact text (one line), or indented by two spaces per level.
    public func text(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, indent: pretty ? "" : nil)
        return out
    }

    private func write(into out: inout String, indent: String?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSON.format(n)
        case .string(let s): JSON.quote(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            let inner = indent.map { $0 + "  " }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if let inner { out += "\n" + inner }
                item.write(into: &out, indent: inner)
            }
            if let indent { out += "\n" + indent }
            out += "]"
        case .object(let fields):
            guard !fields.isEmpty else { out += "{}"; return }
            let inner = indent.map { $0 + "  " }
            out += "{"
            for (i, (key, value)) in fields.enumerated() {
                if i > 0 { out += "," }
                if let inner { out += "\n" + inner }
                JSON.quote(key, into: &out)
                out += inner == nil ? ":" : ": "
                value.write(into: &out, indent: inner)
            }
            if let indent { out += "\n" + indent }
            out += "}"
        }
    }

    /// `JSONValue.quote`'s text: a string with nothing to escape (no quote, backslash or
    /// control byte, no U+2028 or U+2029, whose UTF-8 starts with 0xE2) is copied whole
    /// instead of appended scalar by scalar — a worker's report is mostly such strings. The
    /// bytes are scanned in place: through `String.UTF8View`'s iterator the scan was 40 % of
    /// the run of a file of tests printing 64 KiB each (`perf record`, the workers').
    static func quote(_ s: String, into out: inout String) {
        func plain(_ b: UInt8) -> Bool { b >= 0x20 && b != 0x22 && b != 0x5C && b != 0xE2 }
        guard s.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) }) ?? s.utf8.allSatisfy(plain) else {
            return JSONValue.quote(s, into: &out)
        }
        out += "\""
        out += s
        out += "\""
    }

    /// Integers without a fraction; others with up to 17 significant digits (exact).
    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return n.description
    }


    // MARK: Reading

    public struct ParseError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ text: String) throws(ParseError) -> JSON {
        try parse(Array(text.utf8))
    }

    /// Parses UTF-8 bytes (a worker's line, read as bytes): what is not UTF-8 inside a
    /// string decodes as U+FFFD, as it does from a `String` decoded from the same bytes.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSON {
        var reader = Reader(bytes: bytes)
        let value = try reader.value()
        reader.skipSpace()
        guard reader.at == reader.bytes.count else { throw reader.error("trailing characters") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        /// The arrays and objects open around `at`.
        var depth = 0
        static let deepest = 512

        func error(_ what: String) -> ParseError { ParseError(description: "JSON: \(what) at byte \(at)") }

        mutating func skipSpace() {
            while at < bytes.count {
                switch bytes[at] {
                case 0x20, 0x0A, 0x0D, 0x09: at += 1
                default: return
                }
            }
        }

        mutating func value() throws(ParseError) -> JSON {
            skipSpace()
            guard at < bytes.count else { throw error("unexpected end") }
            switch bytes[at] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                // each level is a recursion: a line of a million "[" an `--unsafe` spec wrote
                // overflowed the parent's stack (Foundation's JSONSerialization stops at 512)
                guard depth < Self.deepest else { throw error("nested deeper than \(Self.deepest)") }
                depth += 1
                defer { depth -= 1 }
                return try bytes[at] == UInt8(ascii: "{") ? object() : array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default: return try number()
            }
        }

        mutating func word(_ w: String) throws(ParseError) {
            let expected = Array(w.utf8)
            guard at + expected.count <= bytes.count, Array(bytes[at..<(at + expected.count)]) == expected else {
                throw error("expected \(w)")
            }
            at += expected.count
        }

        mutating func number() throws(ParseError) -> JSON {
            let start = at
            scan: while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                     UInt8(ascii: "e"), UInt8(ascii: "E"): at += 1
                default: break scan
                }
            }
            guard let n = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else { throw error("bad number") }
            return .number(n)
        }

        mutating func string() throws(ParseError) -> String {
            at += 1                                                  // the opening quote
            // most strings have no escape: decoded at once from the bytes up to the quote
            // (found by `memchr`: a loop over the bytes cost 11 instructions a byte, the
            // most of a worker's result lines' reading)
            if let end = Self.firstIndex(of: UInt8(ascii: "\""), in: bytes, from: at),
               Self.firstIndex(of: UInt8(ascii: "\\"), in: bytes, from: at, to: end) == nil {
                defer { at = end + 1 }
                return String(decoding: bytes[at..<end], as: UTF8.self)
            }
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw = [] }
            while at < bytes.count {
                let b = bytes[at]
                at += 1
                if b == UInt8(ascii: "\"") { flush(); return String(scalars) }
                guard b == UInt8(ascii: "\\") else { raw.append(b); continue }
                flush()
                guard at < bytes.count else { break }
                let e = bytes[at]
                at += 1
                switch e {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{c}")
                case UInt8(ascii: "u"):
                    guard at + 4 <= bytes.count, var code = UInt32(String(decoding: bytes[at..<(at + 4)], as: UTF8.self), radix: 16) else {
                        throw error("bad \\u escape")
                    }
                    at += 4
                    // a surrogate pair: \uD83D\uDE00 (a high one before anything else is U+FFFD, as
                    // UTF-16's decoding has it: "\uD800\u0041" trapped on the low's subtraction)
                    if (0xD800..<0xDC00).contains(code), at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"),
                       bytes[at + 1] == UInt8(ascii: "u"),
                       let low = UInt32(String(decoding: bytes[(at + 2)..<(at + 6)], as: UTF8.self), radix: 16),
                       (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        at += 6
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(e))
                }
            }
            throw error("unterminated string")
        }

        /// Where `byte` first is in `bytes[start..<end]` (`end`: the whole), or nil.
        static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int? = nil) -> Int? {
            bytes.withUnsafeBufferPointer { b in
                let end = end ?? b.count
                guard start < end, let base = b.baseAddress,
                      let found = memchr(base + start, Int32(byte), end - start) else { return nil }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
        }

        mutating func array() throws(ParseError) -> JSON {
            at += 1
            var items: [JSON] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
            while true {
                items.append(try value())
                skipSpace()
                guard at < bytes.count else { throw error("unterminated array") }
                if bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
                guard bytes[at] == UInt8(ascii: ",") else { throw error("expected , or ]") }
                at += 1
            }
        }

        mutating func object() throws(ParseError) -> JSON {
            at += 1
            var fields: [(String, JSON)] = []
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(fields) }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw error("expected :") }
                at += 1
                fields.append((key, try value()))
                skipSpace()
                guard at < bytes.count else { throw error("unterminated object") }
                if bytes[at] == UInt8(ascii: "}") { at += 1; return .object(fields) }
                guard bytes[at] == UInt8(ascii: ",") else { throw error("expected , or }") }
                at += 1
            }
        }
    }
}

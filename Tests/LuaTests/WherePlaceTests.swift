import CLuaShim
import Glibc
import Testing

/// The place every animation, presentation and error names ("a.lua:12") is written by
/// `clua_putwhere` instead of `snprintf(buf, size, "%s:%d", …)` (branch twins103): the same
/// bytes as glibc's snprintf, truncated alike, at every buffer size.
@Suite struct WherePlaceTests {
    static func stdio(_ source: String, _ line: Int32, _ size: Int) -> [CChar] {
        var buffer = [CChar](repeating: 0x55, count: size + 1)
        source.withCString { text in
            _ = withVaList([text, line]) { args in
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, size, "%s:%d", args) }
            }
        }
        return buffer
    }

    /// The bytes before the first NUL, as text.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func ours(_ source: String, _ line: Int32, _ size: Int) -> [CChar] {
        var buffer = [CChar](repeating: 0x55, count: size + 1)
        buffer.withUnsafeMutableBufferPointer { clua_putwhere($0.baseAddress, size, source, line) }
        return buffer
    }

    @Test(arguments: ["a.lua", "", "scripts/transitions/slide_in_presenter.lua", "[string \"x\"]", "...long/path/name.lua"])
    func theSameBytesAsSnprintf(source: String) {
        for line: Int32 in [1, 9, 10, 99, 100, 12345, Int32.max, 0, -1, -42, Int32.min] {
            for size in 0...(source.utf8.count + 14) {
                #expect(Self.ours(source, line, size) == Self.stdio(source, line, size), "\(source) \(line) size \(size)")
            }
        }
        #expect(Self.text(Self.ours("a.lua", 12, 64)) == "a.lua:12")
        #expect(Self.text(Self.ours("a.lua", 12, 5)) == "a.lu")
    }
}

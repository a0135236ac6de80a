import Testing
@testable import TransitSpec

/// The byte writers of the cache's headers (ByteText.swift) write what `"\(value)"` and
/// `String(value, radix: 16)` write.
@Suite struct ByteTextTests {
    @Test func decimalAndHexadecimalAsSwiftWritesThem() {
        for value: Int64 in [0, 7, 9, 10, 99, 100, 1_000_000_007, -1, -10, .max, .min] {
            var text: [UInt8] = [0x21]
            text.append(decimal: value)
            #expect(String(decoding: text, as: UTF8.self) == "!\(value)")
        }
        for value: UInt64 in [0, 9, 10, 15, 16, 255, 256, 0x0fff_ffff_ffff_ffff, .max] {
            var decimal: [UInt8] = [], hex: [UInt8] = []
            decimal.append(decimal: value)
            hex.append(hex: value)
            #expect(String(decoding: decimal, as: UTF8.self) == "\(value)")
            #expect(String(decoding: hex, as: UTF8.self) == String(value, radix: 16))
        }
    }

    /// A `stat` field of any integer type, including the unsigned values above Int64's range.
    @Test func fieldsOfAnyIntegerType() {
        var text: [UInt8] = []
        text.append(field: UInt64.max)
        text.append(0x20)
        text.append(field: Int32.min)
        text.append(0x20)
        text.append(field: UInt8(7))
        #expect(String(decoding: text, as: UTF8.self) == "\(UInt64.max) \(Int32.min) 7")
    }
}

/// Text written as bytes: the library files' paths and the cache's headers, made for each of
/// the 18 modules every spec file loads at start. Built as `String`s (interpolation, appends,
/// `description`) they cost 15 k instructions a module for each of the path, the key and
/// the header check (docs/benchmark.md).
extension Array where Element == UInt8 {
    mutating func append(utf8 text: String) {
        append(contentsOf: text.utf8)
    }

    /// `value` in decimal, as `"\(value)"` writes it.
    mutating func append(decimal value: Int64) {
        if value < 0 { append(0x2D) }                              // "-"
        append(digits: value.magnitude, radix: 10)
    }

    mutating func append(decimal value: UInt64) {
        append(digits: value, radix: 10)
    }

    /// A `stat` field of whatever integer type the platform gives it (`dev_t` is unsigned
    /// here, signed on Darwin), without a conversion that could trap.
    mutating func append<T: BinaryInteger>(field value: T) {
        if let signed = Int64(exactly: value) { append(decimal: signed) } else { append(decimal: UInt64(truncatingIfNeeded: value)) }
    }

    /// `value` in lowercase hexadecimal without leading zeros, as `String(value, radix: 16)`.
    mutating func append(hex value: UInt64) {
        append(digits: value, radix: 16)
    }

    private mutating func append(digits value: UInt64, radix: UInt64) {
        var width = 1, rest = value
        while rest >= radix { rest /= radix; width += 1 }
        let start = count
        append(contentsOf: repeatElement(0x30, count: width))
        rest = value
        for i in stride(from: start + width - 1, through: start, by: -1) {
            let digit = UInt8(truncatingIfNeeded: rest % radix)
            self[i] = digit < 10 ? 0x30 + digit : 0x57 + digit         // "0"…"9", "a"…"f"
            rest /= radix
        }
    }
}

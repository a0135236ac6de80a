/// Text a script chose can be any size — an error message, a test's name, a view's name in a
/// message. What the host keeps of it follows one rule: the first bytes, never cut inside a
/// character, then how many were left out ("… (N more bytes)", as the REPL prints long
/// strings).
public enum BoundedText {
    /// `text` itself when it has at most `limit` bytes, else its start and the count left out.
    public static func prefix(_ text: String, bytes limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var copy = text
        return copy.withUTF8 { prefix(of: $0, bytes: limit) }
    }

    /// The same for bytes (decoded as UTF-8).
    public static func prefix(of bytes: UnsafeBufferPointer<UInt8>, bytes limit: Int) -> String {
        guard bytes.count > limit else { return String(decoding: bytes, as: UTF8.self) }
        var cut = limit
        while cut > 0 && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }      // a continuation byte
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<cut]), as: UTF8.self)
            + "… (\(bytes.count - cut) more bytes)"
    }
}

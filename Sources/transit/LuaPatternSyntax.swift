/// Lua reports most malformed patterns only when a match reaches the bad part (`("x"):find("#a(")`
/// is nil, `("#a"):find("#a(")` raises), so checking a pattern against one text proves little.
/// This reads a pattern as lstrlib.c's matcher does and names its first fault with Lua's words.
enum LuaPatternSyntax {
    static func fault(in pattern: String) -> String? {
        let p = Array(pattern.utf8)
        // without any of these, string.find searches the text plainly (lstrlib's nospecials)
        guard p.contains(where: { "^$*+?.([%-".utf8.contains($0) }) else { return nil }
        var i = p.first == UInt8(ascii: "^") ? 1 : 0
        var open: [Bool] = []                       // per capture: still open
        func set(_ start: Int) -> (Int, String?) {  // p[start] is '['; returns the index after ']'
            var j = start + 1
            if j < p.count && p[j] == UInt8(ascii: "^") { j += 1 }
            repeat {
                guard j < p.count else { return (j, "malformed pattern (missing ']')") }
                let c = p[j]
                j += 1
                if c == UInt8(ascii: "%") {
                    guard j < p.count else { return (j, "malformed pattern (missing ']')") }
                    j += 1
                }
            } while j >= p.count || p[j] != UInt8(ascii: "]")
            return (j + 1, nil)
        }
        while i < p.count {
            switch p[i] {
            case UInt8(ascii: "("):
                guard open.count < 32 else { return "too many captures" }
                open.append(true)
                i += 1
            case UInt8(ascii: ")"):
                guard let last = open.lastIndex(of: true) else { return "invalid pattern capture" }
                open[last] = false
                i += 1
            case UInt8(ascii: "["):
                let (next, fault) = set(i)
                if let fault { return fault }
                i = next
            case UInt8(ascii: "%"):
                guard i + 1 < p.count else { return "malformed pattern (ends with '%')" }
                let c = p[i + 1]
                if c == UInt8(ascii: "b") {
                    guard i + 3 < p.count else { return "malformed pattern (missing arguments to '%b')" }
                    i += 4
                } else if c == UInt8(ascii: "f") {
                    guard i + 2 < p.count, p[i + 2] == UInt8(ascii: "[") else { return "missing '[' after '%f' in pattern" }
                    let (next, fault) = set(i + 2)
                    if let fault { return fault }
                    i = next
                } else if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                    let n = Int(c) - Int(UInt8(ascii: "1"))
                    guard n >= 0, n < open.count, !open[n] else { return "invalid capture index %\(n + 1)" }
                    i += 2
                } else {
                    i += 2
                }
            default:
                i += 1
            }
        }
        return open.contains(true) ? "unfinished capture" : nil
    }
}

import Foundation
import Testing
@testable import TransitLua

/// docs/lua-reference.md documents the whole Lua surface: every name a script can reach is
/// in it, and everything in it exists. A name is documented as the first cell of a table row:
/// | `Rect:insetBy` | … |
@Suite struct ReferenceTests {
    static func documented() throws -> Set<String> {
        let text = try String(contentsOfFile: packageRoot + "/docs/lua-reference.md", encoding: .utf8)
        var names = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3)
            guard let end = cell.firstIndex(of: "`") else { continue }
            var name = String(cell[..<end])
            // `View.animate(duration, …)` → `View.animate`; a bare `Curve()` names a callable
            let isCallable = name.hasSuffix("()") && !name.contains(".") && !name.contains(":")
            if let paren = name.firstIndex(of: "("), !isCallable { name = String(name[..<paren]) }
            if let brace = name.firstIndex(of: "{") { name = String(name[..<brace]) }
            names.insert(name)
        }
        return names
    }

    @Test func theReferenceMatchesTheSurface() throws {
        let (s, _) = try stage()
        let actual = Set(try s.surfaceNames())
        let docs = try Self.documented()
        #expect(actual.subtracting(docs).sorted() == [], "in the surface but not in docs/lua-reference.md")
        #expect(docs.subtracting(actual).sorted() == [], "in docs/lua-reference.md but not in the surface")
        #expect(actual.count > 100)
    }
}

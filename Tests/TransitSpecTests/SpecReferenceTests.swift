import Foundation
import Testing
@testable import TransitSpec

/// docs/spec-reference.md documents every name the spec environment adds to the Lua surface
/// (docs/lua-reference.md has the rest): the test fails when a name exists that the page
/// omits, or the reverse. A name is the first cell of a table row: | `describe(name, fn)` | … |
@Suite struct SpecReferenceTests {
    static func documented() throws -> Set<String> {
        let text = try String(contentsOfFile: packageRoot + "/docs/spec-reference.md", encoding: .utf8)
        var names = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3)
            guard let end = cell.firstIndex(of: "`") else { continue }
            var name = String(cell[..<end])
            if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
            names.insert(name)
        }
        return names
    }

    @Test func theReferenceMatchesTheSpecSurface() throws {
        let actual = Set(try SpecSurface.names())
        let docs = try Self.documented()
        #expect(actual.subtracting(docs).sorted() == [], "in the spec environment but not in docs/spec-reference.md")
        #expect(docs.subtracting(actual).sorted() == [], "in docs/spec-reference.md but not in the spec environment")
        #expect(actual.contains("clock.advanceToNextTimer") && actual.contains("Expectation:toBeCloseTo"))
    }
}

import Foundation
import Testing

/// `transit new`: what it writes passes `transit test` as written, is the getting-started
/// guide's files word for word, and never overwrites.
@Suite struct NewCommandTests {
    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func read(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aProjectIsTheGuidesFilesAndItsSpecPasses() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("transit", ["new", "project", "cards"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout == "wrote cards/.transit.lua\nwrote cards/.luacheckrc\nwrote cards/fade_up.lua\nwrote cards/demo.lua\n"
                + "wrote cards/spec/fade_up_spec.lua\n")
        let project = dir.appendingPathComponent("cards")
        let guide = try DocsTests.blocks(of: "docs/getting-started.md") + DocsTests.blocks(of: "docs/editor.md")
        for path in ["fade_up.lua", "demo.lua", "spec/fade_up_spec.lua", ".luacheckrc"] {
            let block = try #require(guide.first { $0.file == path }, "\(path) is not in the guide")
            #expect(try Self.read(project, path) == block.source, "\(path) differs from the guide's")
        }
        let test = try Executable.run("transit", ["test"], in: project)
        #expect(test.status == 0 && test.stdout.hasSuffix("2 passed, 0 failed\n"), "\(test.stdout)\(test.stderr)")
        // and its report is the one the guide shows after `$ transit test`, times aside
        let page = try String(contentsOf: Executable.root.appendingPathComponent("docs/getting-started.md"), encoding: .utf8)
        let session = try #require(page.firstRange(of: "```text\n$ transit test\n"))
        let shown = try #require(page[session.upperBound...].firstRange(of: "```\n"))
        #expect(try DocsTests.withoutTimes(String(page[session.upperBound..<shown.lowerBound]))
                == DocsTests.withoutTimes(test.stdout))
        let run = try Executable.run("transit", ["run", "demo.lua"], in: project)
        #expect(run.status == 0 && run.stdout.hasSuffix("shown at 0.4\n"))
    }

    /// editor.md's recipe in a new project: the standards and LuaLS's file written, then
    /// `luacheck .` with the project's `.luacheckrc` finds nothing — it found 424 warnings, 418
    /// in the generated .transit/transit.lua and 6 unused arguments of UIKit's signatures in
    /// fade_up.lua (rev26 F16). And it still finds what it is there for.
    @Test func aNewProjectPassesLuacheckAsEditorMdSays() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Executable.run("transit", ["new", "project", "cards"], in: dir).status == 0)
        let project = dir.appendingPathComponent("cards")
        for words in [["--format", "luals", "--out", ".transit/transit.lua"],
                      ["--format", "luacheck", "--out", ".build/transit_std.lua"],
                      ["--format", "luacheck", "--spec", "--out", ".build/transit_spec_std.lua"]] {
            let api = try Executable.run("transit", ["api"] + words, in: project)
            #expect(api.status == 0, "\(api.stderr)")
        }
        let clean = try Executable.run("luacheck", ["--no-color", "."], in: project)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.hasSuffix("Total: 0 warnings / 0 errors in 4 files\n"), "\(clean.stdout)")
        try "View.animte(1, function() end)\nlocal unused = 1\n".write(to: project.appendingPathComponent("typo.lua"),
                                                                          atomically: true, encoding: .utf8)
        let typo = try Executable.run("luacheck", ["--no-color", "."], in: project)
        #expect(typo.status == 1)
        #expect(typo.stdout.contains("typo.lua:1:1: accessing undefined field 'animte' of global 'View'"), "\(typo.stdout)")
        #expect(typo.stdout.contains("typo.lua:2:7: unused variable 'unused'"), "\(typo.stdout)")
    }

    @Test func aTransitionIsNamedAndItsSpecPasses() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("transit", ["new", "transition", "card_flip"], in: dir)
        #expect(r.stdout == "wrote card_flip.lua\nwrote spec/card_flip_spec.lua\n")
        let module = try Self.read(dir, "card_flip.lua")
        #expect(module.hasPrefix("-- card_flip.lua: an animator") && module.contains("local CardFlip = {}\n"))
        #expect(!module.contains("fade_up") && !module.contains("FadeUp"))
        #expect(try Self.read(dir, "spec/card_flip_spec.lua").hasPrefix("local CardFlip = require \"card_flip\"\n"))
        let test = try Executable.run("transit", ["test"], in: dir)
        #expect(test.status == 0 && test.stdout.hasSuffix("2 passed, 0 failed\n"), "\(test.stdout)\(test.stderr)")
        // again: nothing is overwritten
        try "-- mine\n".write(to: dir.appendingPathComponent("card_flip.lua"), atomically: true, encoding: .utf8)
        let again = try Executable.run("transit", ["new", "transition", "card_flip"], in: dir)
        #expect(again.status == 1 && again.stderr == "transit: card_flip.lua exists: nothing written\n")
        #expect(try Self.read(dir, "card_flip.lua") == "-- mine\n")
    }

    @Test(arguments: [
        (["new"], "transit: missing what to write: transition <name> or project [<folder>]"),
        (["new", "transiton", "x"], "transit: unknown kind 'transiton' (did you mean 'transition'?)"),
        (["new", "transition", "cards.flip"], "transit: 'cards.flip' is not a module name"),
        (["new", "transition", "string"], "transit: 'string' is taken: require \"string\" gives Lua's string library, not the project's file"),
        (["new", "transition", "transit"], "transit: 'transit' is taken: require \"transit\" gives Transit's own module"),
        (["new", "transition", "say"], "transit: 'say' is taken: require \"say\" gives busted's say"),
        (["new", "transition", "busted"], "transit: 'busted' is taken: require \"busted\" gives busted's module"),
        (["new", "transition"], "transit: transit new transition takes one name"),
        // '' once made the paths /.transit.lua …: the project was written into the filesystem root
        (["new", "project", ""], "transit: '' is not a folder: name one (cards), or none for the current folder"),
    ])
    func usageErrors(words: [String], message: String) throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("transit", words, in: dir)
        #expect(r.status == 64 && r.stderr.hasPrefix(message), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}

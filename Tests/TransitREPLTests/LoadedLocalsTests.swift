import Foundation
import Testing
@testable import TransitREPL

/// A loaded file's top-level locals are in `locals` once it has run (or where time travel
/// stopped it): `transit repl zoom` then `locals.second`.
@Suite struct LoadedLocalsTests {
    /// Loads `source` from a file of its own (removed once loaded: the session holds its text).
    @discardableResult
    static func load(_ source: String, into t: Transcript) throws -> String {
        let folder = try TravelIntoScriptsTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try TravelIntoScriptsTests.write(source, "scene.lua", in: folder)
        return t.feed(".load \(path)")
    }

    @Test func aFilesLocalsAreInLocals() throws {
        let t = try Transcript()
        try Self.load("local secret = 42\nlocal t = {a = 1}\nlocal function twice(x) return 2 * x end\nshown = secret\n", into: t)
        #expect(t.feed("locals.secret", "locals.t.a", "locals.twice(21)", "secret", "shown") == "42\n1\n42\nnil\n42\n")
        #expect(t.feed("locals.__repl_locals") == "nil\n")   // the capturing local itself is left out
    }

    @Test func aModuleThatReturnsKeepsItsLocalsAndLinesToo() throws {
        let t = try Transcript()
        let out = try Self.load("#!/usr/bin/env transit\nlocal M = {name = 'm'}\nlocal count = 3\nreturn M\n", into: t)
        #expect(out == "")
        #expect(t.feed("locals.M.name", "locals.count") == "\"m\"\n3\n")
        // an error names its own line: the capturing local shares line 1
        let failed = try Self.load("local a = 1\nlocal b = nil + 1\n", into: t)
        #expect(failed.hasPrefix("/tmp/tr-"))
        #expect(failed.contains("scene.lua:2: attempt to perform arithmetic on a nil value"))
        #expect(t.feed("locals.a") == "nil\n")              // a file that failed leaves none
        try Self.load("local c = \n", into: t)                // does not compile
        #expect(t.feed("_G[false]") == "nil\n")            // the capturing value is not left about
    }

    @Test func laterFilesWinAndTheZoomsAreThere() throws {
        let t = try Transcript()
        t.feed(".load zoom")
        #expect(t.feed("locals.second", "locals.W", "#locals.photos") == "ViewController \"second\"\n393.0\n18\n")
        try Self.load("local W = 'mine'\n", into: t)
        #expect(t.feed("locals.W", "locals.second ~= nil") == "\"mine\"\ntrue\n")
    }

    @Test func aSuspendedFilesLocalsAreWhereItStopped() throws {
        let t = try Transcript()
        try Self.load("local n = 0\nfor i = 1, 10 do\n  clock.advance(0.1)\n  n = i\nend\n", into: t)
        #expect(t.feed("locals.n") == "10\n")
        t.feed(".seek 0.35")
        #expect(t.feed("locals.n", "locals.i") == "3\n4\n")
        t.feed(".seek 1")
        #expect(t.feed("locals.n", "locals.i") == "10\nnil\n")
    }
}

import Foundation
import Testing

/// What a newcomer types first: a missing file, a typo, no command at all, a script on
/// standard input, a project folder with its own modules and specs.
@Suite struct NewcomerCommandTests {
    /// A fresh folder holding `files` (paths relative to it).
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-newcomer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func aMissingFileSaysItDoesNotExistAndWhere() throws {
        let dir = try Self.folder(["card.lua": "print('card')"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let here = dir.resolvingSymlinksInPath().path
        let missing = try Executable.run("transit", ["run", "missing.lua"], in: dir)
        #expect(missing.status == 1)
        #expect(missing.stderr == "transit: cannot open 'missing.lua': no such file in \(here)\n")
        let typo = try Executable.run("transit", ["run", "crad.lua"], in: dir)
        #expect(typo.stderr == "transit: cannot open 'crad.lua': no such file in \(here) (did you mean 'card.lua'?)\n")
        let absolute = try Executable.run("transit", ["run", "/no/such/dir/x.lua"], in: dir)
        #expect(absolute.stderr == "transit: cannot open '/no/such/dir/x.lua': there is no folder /no/such/dir\n")
        let folder = try Executable.run("transit", ["run", "."], in: dir)
        #expect(folder.stderr == "transit: '.' is a folder, not a script\n")
    }

    @Test func aScriptNameNearABundledOneIsSuggested() throws {
        let r = try Executable.transit("run", "zom")
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("transit: cannot find script 'zom' (did you mean 'zoom'?); looked for it"))
    }

    @Test func subcommandsAndHelp() throws {
        let bare = try Executable.transit()
        #expect(bare.status == 1)
        #expect(bare.stdout.hasPrefix("transit — UIKit-style view transitions") && bare.stderr.isEmpty)
        let typo = try Executable.transit("rendr")
        #expect(typo.status == 64)
        #expect(typo.stderr == "transit: unknown command 'rendr' (did you mean 'render'?)\n(see 'transit --help')\n")
        let runHelp = try Executable.transit("help", "run")
        #expect(runHelp.status == 0 && runHelp.stdout.hasPrefix("USAGE: transit run <file-or-name>|-"))
        let badHelp = try Executable.transit("help", "tets")
        #expect(badHelp.status == 64 && badHelp.stderr.hasPrefix("transit: unknown command 'tets' (did you mean 'test'?)"))
    }

    @Test func dashReadsTheScriptFromStandardInput() throws {
        let dir = try Self.folder(["s.lua": "print('from stdin', clock.now)\nerror('boom')\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("/bin/sh", ["-c", "\(Executable.products.path)/transit run - < s.lua"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == "from stdin\t0.0\n")
        #expect(r.stderr.hasPrefix("transit: stdin:2: boom\n"))
    }

    @Test func dashQIsQuietNotASecondScript() throws {
        let loud = try Executable.transit("run", "animate")
        let r = try Executable.transit("run", "animate", "-q")
        #expect(loud.stdout.contains(" begin #1 "))
        #expect(r.status == 0 && !r.stdout.contains(" begin #") && r.stderr.isEmpty)
    }

    @Test func aTracedNameNoViewHadWarns() throws {
        let dir = try Self.folder(["s.lua": "window:addSubview(View{name = 'green', frame = Rect(0, 0, 10, 10)})\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("transit", ["run", "s.lua", "--trace", "gren,green"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout == "0.000000 green frame=(0,0,10,10) alpha=1 transform=identity\n")
        #expect(r.stderr == "transit: warning: --trace: no view named 'gren' was in the window (did you mean 'green'?)\n")
    }

    /// `render --views` warns as `run --trace` does: the name draws nothing, the render goes on.
    @Test func aRenderedNameNoViewHadWarns() throws {
        let dir = try Self.folder(["s.lua": "window:addSubview(View{name = 'green', frame = Rect(0, 0, 10, 10)})\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Executable.run("transit", ["render", "s.lua", "--views", "grene,green", "--quiet"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout == "0.000000 green frame=(0,0,10,10) alpha=1 transform=identity\n")
        #expect(r.stderr == "transit: warning: --views: no view named 'grene' was in the window (did you mean 'green'?)\n")
        let seen = try Executable.run("transit", ["render", "s.lua", "--views", "green", "--quiet"], in: dir)
        #expect(seen.status == 0 && seen.stderr.isEmpty)
    }

    /// A project folder needs no TRANSIT_PATH: a script finds modules beside it, a spec
    /// finds the project's, from any working directory.
    @Test func modulesAreFoundBesideTheScriptAndInTheProject() throws {
        let dir = try Self.folder([
            "card_transition.lua": "return {duration = 0.4}",
            "demo/show.lua": "print(require('helper').name, require('card_transition').duration)",
            "demo/helper.lua": "return {name = 'helper'}",
            "spec/card_spec.lua": """
                local card = require "card_transition"
                local fixture = require "fixture"
                describe("card", function()
                  it("finds its modules", function() assert.are.equal(0.4, card.duration); assert.are.equal(7, fixture) end)
                end)
                """,
            "spec/fixture.lua": "return 7",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try Executable.run("transit", ["run", "demo/show.lua"], in: dir)
        #expect(run.stdout == "helper\t0.4\n" && run.status == 0, "\(run.stderr)")
        let test = try Executable.run("transit", ["test"], in: dir)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdout.hasPrefix("spec/card_spec.lua .\n"))
    }

    @Test func testWithNoPathsSaysWhereItLooked() throws {
        let dir = try Self.folder(["notes.txt": ""])
        defer { try? FileManager.default.removeItem(at: dir) }
        let here = dir.resolvingSymlinksInPath().path
        let r = try Executable.run("transit", ["test"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr == "transit: no spec files (*_spec*.lua) in spec/ or scripts/ of \(here)\n(name the files or folders: transit test PATH…)\n")
    }

    @Test func colourIsChosenAsTheReplChoosesIt() throws {
        let dir = try Self.folder([
            "spec/a_spec.lua": "describe('a', function() it('passes', function() expect(1):toEqual(1) end) it('fails', function() expect(1):toEqual(2) end) end)\n",
            "e.lua": "error('boom')\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let always = try Executable.run("transit", ["test", "--color", "always"], in: dir)
        #expect(always.stdout.hasPrefix("spec/a_spec.lua \u{1B}[32m.\u{1B}[0m\u{1B}[31mF\u{1B}[0m\n"))
        #expect(always.stdout.hasSuffix("\u{1B}[31m1 passed, 1 failed\u{1B}[0m\n"))
        // not a terminal: auto is plain; NO_COLOR keeps it plain; never is plain
        for words in [["test"], ["test", "--color", "never"]] {
            let r = try Executable.run("transit", words, in: dir, environment: ["NO_COLOR": "1"])
            #expect(!r.stdout.contains("\u{1B}["), "\(words)")
            #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
        }
        let run = try Executable.run("transit", ["run", "e.lua", "--color", "always"], in: dir)
        #expect(run.stderr.hasPrefix("\u{1B}[31mtransit: e.lua:1: boom"))
        let plain = try Executable.run("transit", ["run", "e.lua"], in: dir)
        #expect(plain.stderr.hasPrefix("transit: e.lua:1: boom"))
        let bad = try Executable.run("transit", ["run", "e.lua", "--color", "alway"], in: dir)
        #expect(bad.status == 64 && bad.stderr.hasPrefix("transit: --color is one of auto, always, never, got 'alway' (did you mean 'always'?)"))
    }
}

import Foundation
import Testing

/// busted runs `.busted` in the Lua state its specs run in, so what it sets there — globals,
/// `package.path`, an assertion it registers with luassert — is theirs (BlueLua/mods' `.busted`
/// sets `_G.unpack`, `_G.inspect` and registers `assert.callable`). transit read only the table
/// it returns, in a state of its own: mods gave 89/0/16/0 (`--unsafe`) against busted's 2419/0/0/0.
@Suite struct BustedConfigStateTests {
    static let project = [
        ".busted": """
        local assert = require "luassert"
        local say = require "say"
        _G.unpack = table.unpack
        CONFIG_GLOBAL = "from .busted"
        package.path = package.path .. ";./lib/?/init.lua"
        say:set("assertion.even.positive", "Expected %s to be even")
        say:set("assertion.even.negative", "Expected %s not to be even")
        assert:register("assertion", "even", function(_, args) return args[1] % 2 == 0 end,
                        "assertion.even.positive", "assertion.even.negative")
        return { default = { ["exclude-tags"] = {"skip"} } }
        """,
        "lib/greeting/init.lua": "return 'hi'\n",
        "spec/config_state_spec.lua": """
        describe("a .busted's state", function()
          it("sets globals", function() assert.are.equal("from .busted", CONFIG_GLOBAL); assert.are.equal(table.unpack, unpack) end)
          it("extends package.path", function() assert.are.equal("hi", require "greeting") end)
          it("registers assertions", function() assert.is.even(4); assert.is_not.even(3) end)
          it("fails in its words", function() assert.is.even(3) end)
          it("still gives its options #skip", function() end)
        end)
        """,
    ]

    static let expected = """
        ok 1 - a .busted's state sets globals
        ok 2 - a .busted's state extends package.path
        ok 3 - a .busted's state registers assertions
        not ok 4 - a .busted's state fails in its words
        # spec/config_state_spec.lua @ 5
        # Failure message: spec/config_state_spec.lua:5: Expected (number) 3 to be even
        1..4

        """

    /// Before: `not ok 1` (CONFIG_GLOBAL nil), `not ok 2` (module 'greeting' not found), and
    /// 3 and 4 `luassert: unknown modifier/assertion: 'is_even'`; sandboxed or not, at any --jobs.
    @Test func whatItSetsReachesTheSpecs() throws {
        let project = try RunnerCITests.Project(Self.project)
        defer { project.remove() }
        for words in [[], ["--jobs", "2"], ["--unsafe"], ["--unsafe", "--jobs", "2"]] {
            let r = try project.test(["-o", "TAP"] + words)
            #expect(r.status == 1 && r.stdout == Self.expected, "\(words): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == Self.expected, "\(theirs.stdout)\(theirs.stderr)")
    }

    /// A `.busted` that only returns its options, whatever it reads or requires to choose them,
    /// is not run again in the specs' state: there the sandbox has no `os.getenv`, `io.open` or
    /// C modules (teal-language/tl's requires LuaFileSystem for its `lpath`), and a config that
    /// ran before must not become every file's error.
    @Test func oneThatChangesNothingIsNotRunAgain() throws {
        var configs = ["local f = io.open('.busted')\nf:close()\nreturn { default = { output = os.getenv('CI_NONE') or 'TAP' } }\n"]
        // Debian's busted needs LuaFileSystem: where it is installed, so is lfs
        if BustedSelectionTests.hasBusted {
            configs.append("return { default = { lpath = './?.lua;' .. require('lfs').currentdir() .. '/?.lua;' } }\n")
        }
        for config in configs {
            let project = try RunnerCITests.Project([".busted": config, "spec/a_spec.lua": "it('runs', function() end)\n"])
            defer { project.remove() }
            let r = try project.test(["-o", "TAP"])
            #expect(r.status == 0 && r.stdout == "ok 1 - runs\n1..1\n" && r.stderr == "", "\(config): \(r.stdout)\(r.stderr)")
        }
    }

    /// A task with no options (`default = {}`, or the `{ tags = nil }` of a config that chose
    /// none) is busted's empty task. transit refused it, status 64: `.busted: task 'default'
    /// must be a table of options` (an empty table reads as an empty list).
    @Test func anEmptyTaskIsNoOptions() throws {
        for config in ["return { default = {} }", "return { _all = {}, default = { verbose = true } }",
                       "return { default = { tags = os.getenv('CI_NONE') and {'ci'} or nil } }"] {
            let project = try RunnerCITests.Project([".busted": config, "spec/a_spec.lua": "it('runs', function() end)\n"])
            defer { project.remove() }
            let verbose = config.contains("verbose") ? "# spec/a_spec.lua @ 1: runs\n" : ""
            let r = try project.test(["-o", "TAP"])
            #expect(r.status == 0 && r.stdout == verbose + "ok 1 - runs\n1..1\n", "\(config): \(r.stdout)\(r.stderr)")
            guard BustedSelectionTests.hasBusted else { continue }
            let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
            #expect(theirs.stdout == verbose + "ok 1 - runs\n1..1\n", "\(config): \(theirs.stdout)\(theirs.stderr)")
        }
    }

    /// One that sets a global and needs what the sandbox lacks fails in each file's state, at
    /// its line, as a helper does, with the sandbox's note as a test's; `--unsafe` runs it as
    /// busted does.
    @Test func oneThatNeedsWhatTheSandboxLacksIsEachFilesError() throws {
        let project = try RunnerCITests.Project([
            // busted reads .busted in Lua 5.1 first (its own interpreter), then 5.4: '*l' for both
            ".busted": "READ = io.open('.busted'):read('*l')\nreturn {}\n",
            "spec/a_spec.lua": "it('reads', function() assert.are.equal(\"READ = io.open('.busted'):read('*l')\", READ) end)\n",
        ])
        defer { project.remove() }
        let sandboxed = try project.test(["-o", "TAP"])
        #expect(sandboxed.status == 1 && sandboxed.stdout == """
            not ok 1 - suite spec/a_spec.lua
            # .busted @ 1
            # Failure message: .busted:1: attempt to call a nil value (field 'open')
            # (if that is io.open: the sandbox has none, docs/sandbox.md; transit test --unsafe runs with Lua's own libraries)
            1..1

            """, "\(sandboxed.stdout)\(sandboxed.stderr)")
        let unsafe = try project.test(["-o", "TAP", "--unsafe"])
        #expect(unsafe.status == 0 && unsafe.stdout == "ok 1 - reads\n1..1\n", "\(unsafe.stdout)\(unsafe.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == "ok 1 - reads\n1..1\n", "\(theirs.stdout)\(theirs.stderr)")
    }

    /// busted's words and assert live in its root context's environment, above `_G`, where a
    /// `.busted` runs: one that sets them (`describe = nil`, `it = …`) changes `_G`'s, which
    /// the specs do not read. Run again in each file's state, where they are globals, it took
    /// them from the specs: `attempt to call a nil value (global 'describe')`, and `it` the
    /// config's own function.
    @Test func itsGlobalsDoNotReplaceBustedsWords() throws {
        let project = try RunnerCITests.Project([
            ".busted": "describe = nil\nit = function() error('the config', 0) end\nCONFIG = 1\nreturn {}\n",
            "spec/a_spec.lua": "describe('d', function() it('t', function() assert.are.equal(1, CONFIG) end) end)\n",
        ])
        defer { project.remove() }
        for words in [[], ["--unsafe"]] {
            let r = try project.test(["-o", "TAP"] + words)
            #expect(r.status == 0 && r.stdout == "ok 1 - d t\n1..1\n", "\(words): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == "ok 1 - d t\n1..1\n", "\(theirs.stdout)\(theirs.stderr)")
    }
}

import Foundation
import Testing

/// A `.busted` runs as plain Lua in the state that reads what it returns, and again in the
/// specs' state when it changed anything (BustedConfigStateTests): what it does to the globals
/// there must not reach Transit's own Lua, whose errors name no line of the project's
/// (hostile107).
@Suite struct BustedConfigGlobalsTests {
    /// busted 2.1.1 runs a config that clears `rawequal` (`1 success`). transit refused it,
    /// status 64: `(transit config_encoder.lua):43: attempt to call a nil value (global
    /// 'rawequal')` — the encoder of its options called the global after the config ran.
    @Test func aGlobalTheConfigClearsIsNotTheEncoders() throws {
        let project = try RunnerCITests.Project([
            ".busted": "rawequal = nil\nreturn { default = { ROOT = {'spec'}, output = 'TAP' } }\n",
            "spec/a_spec.lua": "it('runs', function() assert.is_nil(rawequal) end)\n",
        ])
        defer { project.remove() }
        for words in [[], ["--unsafe"]] {
            let r = try project.test(words)
            #expect(r.status == 0 && r.stdout == "ok 1 - runs\n1..1\n" && r.stderr == "", "\(words): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4"], in: project.dir)
        #expect(theirs.stdout == "ok 1 - runs\n1..1\n", "\(theirs.stdout)\(theirs.stderr)")
    }

    /// The same for every function Transit's own Lua calls around the config: the encoder of
    /// its options (`ipairs` failed at `(transit config_encoder.lua):78`) and the chunk that
    /// puts busted's lpath back after the config ran again in the specs' state (`string.gsub`
    /// failed the file at `(transit path):2: attempt to call a nil value (method 'gsub')`).
    /// busted's own CLI stops on some of them, naming its cli.lua; the specs' state is the
    /// script's to break, and the config's change reaches the spec.
    @Test(arguments: ["rawequal", "ipairs", "pairs", "next", "type", "tostring", "load", "error",
                      "table.concat", "table.sort", "string.gsub", "string.format", "string.byte",
                      "string.find", "string.sub"])
    func aClearedFunctionIsNotTransits(name: String) throws {
        let project = try RunnerCITests.Project([
            ".busted": "\(name) = nil\nreturn { default = { ROOT = {'spec'}, output = 'TAP' } }\n",
            // no luassert: its messages call string.sub and the rest itself
            "spec/a_spec.lua": "it('runs', function() if \(name) ~= nil then error('kept') end end)\n",
        ])
        defer { project.remove() }
        let r = try project.test([])
        #expect(r.status == 0 && r.stdout == "ok 1 - runs\n1..1\n" && r.stderr == "", "\(name): \(r.stdout)\(r.stderr)")
    }

    /// A config that replaces `tostring` (its own pretty-printer) keeps its options: the
    /// encoder wrote `jobs = 1` with it and failed, `.busted: JSON: bad number at byte 35`.
    @Test func aReplacedToStringKeepsTheOptions() throws {
        let project = try RunnerCITests.Project([
            ".busted": "tostring = function(v) return '<' .. type(v) .. '>' end\nreturn { default = { ROOT = {'spec'}, output = 'TAP', jobs = 1 } }\n",
            "spec/a_spec.lua": "it('runs', function() end)\n",
        ])
        defer { project.remove() }
        let r = try project.test([])
        #expect(r.status == 0 && r.stdout == "ok 1 - runs\n1..1\n" && r.stderr == "", "\(r.stdout)\(r.stderr)")
    }

    /// A config that sets `package.path` to nil, with an `lpath` to put in front of it: the
    /// spec's `require` refuses it at the spec's line, in stock's words (busted 2.1.1: `'package.path'
    /// must be a string`). transit failed the file at `(transit path):2: attempt to concatenate a
    /// nil value (field 'path')`, its own chunk putting the lpath back.
    @Test func aPathTheConfigClearedIsTheSpecsError() throws {
        let project = try RunnerCITests.Project([
            ".busted": "package.path = nil\nreturn { default = { ROOT = {'spec'}, output = 'TAP', lpath = './src/?.lua' } }\n",
            "spec/a_spec.lua": "it('requires', function() require('m') end)\n",
        ])
        defer { project.remove() }
        for words in [[], ["--unsafe"]] {
            let r = try project.test(words)
            #expect(r.status == 1 && r.stdout.contains("# Failure message: spec/a_spec.lua:1: 'package.path' must be a string\n")
                    && !r.stdout.contains("(transit path)"), "\(words): \(r.stdout)\(r.stderr)")
        }
    }
}

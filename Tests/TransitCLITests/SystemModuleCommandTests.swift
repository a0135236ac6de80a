import Foundation
import Testing

/// The system's pure-Lua modules — dkjson, Penlight and mediator, all installed with busted
/// (the Makefile's lua-busted depends on lua-dkjson, lua-penlight and lua-mediator) — are found by the sandbox's
/// require, as stock `lua5.4` and busted find them: they were "module not found" in `transit
/// run` and `transit test` (SearchPath+System.swift).
@Suite struct SystemModuleCommandTests {
    static let files = [
        "main.lua": """
        local json = require "dkjson"
        local pretty = require "pl.pretty"
        print(json.encode({1, 2, {true}}), pretty.write({1, "a"}, ""))
        print(select(2, require "mediator"))
        """,
        "spec/json_spec.lua": """
        describe("the system's modules", function()
          it("encodes with dkjson", function()
            assert.are.equal('[1,2]', require("dkjson").encode({1, 2}))
          end)
          it("decodes with dkjson", function()
            assert.are.same({a = {1, 2}}, (require("dkjson").decode('{"a":[1,2]}')))
          end)
        end)
        """,
    ]

    @Test func aScriptRequiresThemAsUnderStockLua() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let run = try Executable.run("transit", ["run", "main.lua"], in: project.dir)
        let stock = try Executable.run("lua5.4", ["main.lua"], in: project.dir)
        #expect(stock.status == 0 && stock.stdout == "[1,2,[true]]\t{1,\"a\"}\n/usr/share/lua/5.4/mediator.lua\n", "\(stock.stdout)\(stock.stderr)")
        #expect(run.status == 0 && run.stdout == stock.stdout, "\(run.stdout)\(run.stderr)")
    }

    @Test func aSpecRequiresThemAsUnderBusted() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let r = try project.test(["spec"])
        #expect(r.status == 0 && r.stdout.hasSuffix("2 passed, 0 failed\n"), "\(r.stdout)\(r.stderr)")
        let busted = try Executable.run("busted", ["spec"], in: project.dir)
        #expect(busted.status == 0 && busted.stdout.contains("2 successes / 0 failures / 0 errors"), "\(busted.stdout)\(busted.stderr)")
    }
}

import Foundation
import Testing

/// A spec's `package.path` assignment reaches the sandbox's require (it was ignored: a
/// module beside the spec's path was "not found", where busted and --unsafe found it); a
/// template out of the project is refused at the require's line. A script under `transit run`
/// has the same `package.path` (it was nil there: stock's idiom of extending it failed).
@Suite struct PackagePathCommandTests {
    static let module = ["lib/mymod.lua": "return { answer = 42 }"]

    @Test func aTemplateInTheProjectIsSearched() throws {
        let project = try RunnerCITests.Project(Self.module.merging([
            "spec/pkgpath_spec.lua": """
            package.path = "./lib/?.lua;" .. package.path
            local mymod = require("mymod")
            it("finds lib/mymod.lua", function() assert.equal(42, mymod.answer) end)
            """,
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test([])
        #expect(r.status == 0 && r.stdout.hasSuffix("1 passed, 0 failed\n"), "\(r.stdout)\(r.stderr)")
        let unsafe = try project.test(["--unsafe"])
        #expect(unsafe.status == 0, "\(unsafe.stdout)\(unsafe.stderr)")
    }

    @Test func aTemplateOutOfTheProjectIsRefusedAtTheRequiresLine() throws {
        let project = try RunnerCITests.Project(Self.module.merging([
            "spec/out_spec.lua": """
            it("reaches out", function()
              package.path = "../?.lua;" .. package.path
              require("mymod")
            end)
            it("reaches the system", function()
              package.path = "/usr/share/lua/?.lua"
              require("mymod")
            end)
            """,
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test([])
        #expect(r.status == 1, "\(r.stdout)")
        #expect(r.stdout.contains("spec/out_spec.lua:3: package.path's template '../?.lua' is outside the project"), "\(r.stdout)")
        #expect(r.stdout.contains("spec/out_spec.lua:7: package.path's template '/usr/share/lua/?.lua' is outside the project"),
                "\(r.stdout)")
    }

    /// `transit run` as stock `lua5.4` in the same folder: the idiom `package.path = "…;" ..
    /// package.path` finds the module, and the same on `package.cpath` is no error (a string,
    /// empty: the sandbox loads no C module); with --unsafe both are stock's.
    @Test func aScriptExtendsThePathAsUnderStockLua() throws {
        let project = try RunnerCITests.Project(Self.module.merging([
            "main.lua": """
            package.path = "./lib/?.lua;" .. package.path
            package.cpath = "./lib/?.so;" .. package.cpath
            print(require("mymod").answer, type(package.path), package.cpath:sub(1, 11))
            """,
        ]) { $1 })
        defer { project.remove() }
        let run = try Executable.run("transit", ["run", "main.lua"], in: project.dir)
        #expect(run.status == 0 && run.stdout == "42\tstring\t./lib/?.so;\n", "\(run.stdout)\(run.stderr)")
        let unsafe = try Executable.run("transit", ["run", "--unsafe", "main.lua"], in: project.dir)
        let stock = try Executable.run("lua5.4", ["main.lua"], in: project.dir)
        #expect(stock.status == 0 && unsafe.stdout == stock.stdout, "\(unsafe.stdout)\(unsafe.stderr) vs \(stock.stdout)")
    }

    /// The run's path out of the project is refused at the require's line, as a spec's.
    @Test func aScriptsTemplateOutOfTheProjectIsRefused() throws {
        let project = try RunnerCITests.Project(Self.module.merging([
            "main.lua": """
            package.path = "../?.lua;" .. package.path
            require("mymod")
            """,
        ]) { $1 })
        defer { project.remove() }
        let run = try Executable.run("transit", ["run", "main.lua"], in: project.dir)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("main.lua:2: package.path's template '../?.lua' is outside the project"), "\(run.stderr)")
    }
}

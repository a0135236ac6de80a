import Foundation
import Testing

/// A spec's `package.path` assignment reaches the sandbox's require (it was ignored: a
/// module beside the spec's path was "not found", where busted and --unsafe found it); a
/// template out of the project is refused at the require's line.
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
              package.path = "/usr/share/lua/5.4/?.lua"
              require("mymod")
            end)
            """,
        ]) { $1 })
        defer { project.remove() }
        let r = try project.test([])
        #expect(r.status == 1, "\(r.stdout)")
        #expect(r.stdout.contains("spec/out_spec.lua:3: package.path's template '../?.lua' is outside the project"), "\(r.stdout)")
        #expect(r.stdout.contains("spec/out_spec.lua:7: package.path's template '/usr/share/lua/5.4/?.lua' is outside the project"),
                "\(r.stdout)")
    }
}

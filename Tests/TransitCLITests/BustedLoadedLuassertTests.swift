import Foundation
import Testing

/// busted has luassert and say in `package.loaded` before a spec runs; transit loads them at
/// their first use. A module that asks `package.loaded.luassert` before any assertion
/// (luatoolz/meta registers its assertions only then) read nil here, and under `--unsafe` a
/// searcher it put before the preload one answered luassert's own `require "luassert"` when
/// that first use came (meta's answered `true`: every assertion then stopped at
/// `attempt to index a nil value (local 'mt')`, 126/0/569/0 against busted's 709/0/0/0).
@Suite struct BustedLoadedLuassertTests {
    static let files: [String: String] = [
        // a searcher of the project's first in the list, answering every name, as meta's
        "greedy.lua": """
        if package.searchers then
          table.insert(package.searchers, 1, function() return function() return true end end)
        end
        if package.loaded.luassert then
          package.loaded.luassert:register("assertion", "odd", function(_, args) return args[1] % 2 == 1 end,
                                           "assertion.odd.positive", "assertion.odd.negative")
        end
        return {}
        """,
        "spec/loaded_spec.lua": """
        describe("loaded", function()
          it("has luassert before its first use", function()
            print(type(package.loaded.luassert), rawequal(package.loaded.luassert, assert), type(package.loaded.say))
            require("greedy")
            assert.is_odd(3)
            assert.is_not.odd(4)
            print(rawequal(require("luassert"), assert), rawequal(require("luassert.spy"), spy))
          end)
        end)
        """,
    ]

    @Test func aModuleSeesThemLoadedAndItsSearcherAnswersNotTheirNames() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        let expected = "table\ttrue\ttable\ntrue\ttrue\n"
            + "ok 1 - loaded has luassert before its first use\n1..1\n"
        try Self.expectBoth(project, expected)
    }

    /// Dropped from `package.loaded` before their first use, they stay dropped, as busted's
    /// (loaded before the spec, set to nil, then read: nil): the write loads them first. The
    /// read after the drop loaded them again (`table table` where busted prints `nil nil`).
    @Test func aDropBeforeTheFirstUseStays() throws {
        let project = try RunnerCITests.Project(["spec/drop_spec.lua": """
            describe("dropped", function()
              it("stays dropped", function()
                package.loaded.luassert = nil
                package.loaded["luassert.match"] = nil
                print(type(package.loaded.luassert), type(package.loaded["luassert.match"]), type(package.loaded.say))
              end)
            end)
            """])
        defer { project.remove() }
        let expected = "nil\tnil\ttable\nok 1 - dropped stays dropped\n1..1\n"
        try Self.expectBoth(project, expected)
    }

    /// The project's TAP, sandboxed and `--unsafe`, is `expected`, and so is busted's.
    static func expectBoth(_ project: RunnerCITests.Project, _ expected: String) throws {
        for words in [["-o", "TAP"], ["-o", "TAP", "--unsafe"]] {
            let mine = try project.test(words)
            #expect(mine.status == 0 && mine.stdout == expected, "\(words): \(mine.stdout)\(mine.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("/usr/bin/lua5.4", ["/usr/bin/busted", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == expected, "\(theirs.stdout)\(theirs.stderr)")
    }
}

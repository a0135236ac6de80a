import Foundation
import Testing

/// `require("busted")` is busted's module: its exported API read through `__index`, nothing
/// to iterate, writes refused. transit's was a plain table of the globals, with no `parent`
/// or `children`, with `randomize` and `finally`, which busted's API does not export, and
/// writable.
@Suite struct BustedModuleTests {
    static let spec = """
        local busted = require("busted")
        it("reads busted's module", function()
          local names = {"describe", "context", "insulate", "expose", "it", "spec", "test", "pending",
                         "before_each", "after_each", "setup", "teardown", "strict_setup", "strict_teardown",
                         "lazy_setup", "lazy_teardown", "assert", "spy", "stub", "mock", "match", "fail",
                         "gettime", "monotime", "sleep", "subscribe", "unsubscribe", "publish", "parent", "children",
                         "version", "randomize", "finally", "file", "context_get", "executors", "api"}
          for _, name in ipairs(names) do io.write(name, "=", type(busted[name]), " ") end
          print()
          print(next(busted), rawget(busted, "it"), busted.parent(), busted.parent({}), #busted.children(), #busted.children({}))
          print(busted.children() ~= busted.children())
          print(pcall(function() busted.it = 1 end))
          print(busted.it ~= 1)
        end)
        """

    @Test func itIsBustedsExportedAPI() throws {
        let project = try RunnerCITests.Project(["m_spec.lua": Self.spec])
        defer { project.remove() }
        let mine = try project.test(["-o", "TAP", "m_spec.lua"])
        let expected = "describe=function context=function insulate=function expose=function it=function spec=function "
            + "test=function pending=function before_each=function after_each=function setup=function teardown=function "
            + "strict_setup=function strict_teardown=function lazy_setup=function lazy_teardown=function assert=table "
            + "spy=table stub=table mock=table match=table fail=function gettime=function monotime=function sleep=function "
            + "subscribe=function unsubscribe=function publish=function parent=function children=function version=string "
            + "randomize=nil finally=nil file=nil context_get=nil executors=nil api=nil \n"
            + "nil\tnil\tnil\tnil\t0\t0\ntrue\nfalse\tm_spec.lua:12: Attempt to modify busted\ntrue\n"
        #expect(mine.status == 0 && mine.stdout == expected + "ok 1 - reads busted's module\n1..1\n", "\(mine.stdout)\(mine.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        // busted's error names its own line (init.lua:133); the rest is the same, byte for byte
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "m_spec.lua"], in: project.dir)
        let bustedLine = "false\t/usr/share/lua/5.4/busted/init.lua:133: Attempt to modify busted\n"
        #expect(theirs.stdout == mine.stdout.replacingOccurrences(of: "false\tm_spec.lua:12: Attempt to modify busted\n", with: bustedLine),
                "\(theirs.stdout)")
    }
}

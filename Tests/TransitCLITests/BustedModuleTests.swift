import Foundation
import Testing

/// `require("busted")` is busted's module: its exported API read through `__index`, nothing
/// to iterate, writes refused. transit's was a plain table of the globals, with no `parent`,
/// `children` or `bindfenv`, with `randomize` and `finally`, which busted's API does not
/// export, and writable.
@Suite struct BustedModuleTests {
    static let spec = """
        local busted = require("busted")
        it("reads busted's module", function()
          local names = {"describe", "context", "insulate", "expose", "it", "spec", "test", "pending",
                         "before_each", "after_each", "setup", "teardown", "strict_setup", "strict_teardown",
                         "lazy_setup", "lazy_teardown", "assert", "spy", "stub", "mock", "match", "fail",
                         "gettime", "monotime", "sleep", "subscribe", "unsubscribe", "publish", "parent", "children",
                         "version", "bindfenv", "randomize", "finally", "file", "context_get", "executors", "api"}
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
            + "subscribe=function unsubscribe=function publish=function parent=function children=function version=string bindfenv=function "
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

    /// `bindfenv(f, name, value)`: f alone sees the global as value (the other functions of
    /// its chunk keep theirs), again over a bound one, through a callable table's `__call`, in
    /// a module's function; a C function or one reading no global is left as it is. Compared
    /// with busted's output for the same spec.
    static let binding = """
        local busted = require("busted")
        local function shout() return greeting end
        local function other() return greeting end
        greeting = "hello"
        it("binds", function()
          busted.bindfenv(shout, "greeting", "bound")
          print(shout(), other(), greeting)
          busted.bindfenv(shout, "extra", 1)
          print(shout())
          local callable = setmetatable({}, {__call = function() return greeting end})
          busted.bindfenv(callable, "greeting", "called")
          print(callable())
          print(pcall(busted.bindfenv, print, "x", 1))
          local function pure(a) return a end
          print(pcall(busted.bindfenv, pure, "x", 1), pure(3))
          greeting = "changed"
          print(shout(), other())
          local mod = require("mod")
          busted.bindfenv(mod.get, "greeting", "mod")
          print(mod.get(), greeting)
        end)
        """

    @Test func bindfenvRebindsTheSpecsFunctionsAsBustedDoes() throws {
        let project = try RunnerCITests.Project(["b_spec.lua": Self.binding,
                                                 "mod.lua": "local M = {}\nfunction M.get() return greeting end\nreturn M\n"])
        defer { project.remove() }
        let expected = "bound\thello\thello\nbound\ncalled\ntrue\ntrue\t3\nbound\tchanged\nmod\tchanged\nok 1 - binds\n1..1\n"
        for words in [["-o", "TAP", "b_spec.lua"], ["-o", "TAP", "--unsafe", "b_spec.lua"]] {
            let mine = try project.test(words)
            #expect(mine.status == 0 && mine.stdout == expected, "\(words): \(mine.stdout)\(mine.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "b_spec.lua"], in: project.dir)
        #expect(theirs.stdout == expected, "\(theirs.stdout)\(theirs.stderr)")
    }

    /// transit's own functions (luassert's) are refused at the spec's line: their environments
    /// are not the spec's to add to. A prelude's reads no global (`gettime` reads the clock it
    /// took at start), so it is left as it is, as busted leaves such a function. Bad arguments
    /// are errors at that line too.
    @Test func bindfenvRefusesTransitsOwnFunctions() throws {
        let project = try RunnerCITests.Project(["r_spec.lua": """
            local busted = require("busted")
            it("refuses", function()
              print(pcall(busted.bindfenv, busted.gettime, "clock", {now = 5}))
              print(pcall(busted.bindfenv, assert.equal, "error", print))
              print(pcall(busted.bindfenv, 42, "x", 1))
              print(pcall(busted.bindfenv, function() return y end, nil, 1))
              print(busted.gettime())
            end)
            """])
        defer { project.remove() }
        let mine = try project.test(["-o", "TAP", "r_spec.lua"])
        let own = "bad argument #1 to 'bindfenv' (a function of transit's own: it rebinds the spec's functions only)"
        #expect(mine.stdout == "true\nfalse\tr_spec.lua:4: \(own)\n"
                + "false\tr_spec.lua:5: bad argument #1 to 'bindfenv' (function expected, got number)\n"
                + "false\tr_spec.lua:6: bad argument #2 to 'bindfenv' (table index is nil)\n0.0\nok 1 - refuses\n1..1\n",
                "\(mine.stdout)\(mine.stderr)")
    }

    /// The preludes read no global when they run: each took what it uses at start. bindfenv's
    /// guard read the spec's `rawget` (a spec replacing it first decided the guard, and was
    /// handed the metatable of the preludes' environment); `gettime`, `sleep`, `at`, `motion`
    /// and its matchers read the spec's `clock`, `math`, `table`, `window`.
    @Test func thePreludesKeepWhatTheyTookAtStart() throws {
        let project = try RunnerCITests.Project(["g_spec.lua": """
            local busted = require("busted")
            local calls, realrawget = 0, rawget
            rawget = function(t, k) calls = calls + 1 return realrawget(t, k) end
            clock, math, table = {now = 4242, fps = 1}, {}, {}
            it("keeps what it took at start", function()
              local box = View{frame = Rect(0, 0, 10, 10)}
              window:addSubview(box)
              window = {}
              print(pcall(busted.bindfenv, assert.equal, "error", print))
              print(calls, busted.gettime())
              busted.sleep(0.25)
              print(busted.gettime())
              print(select(2, pcall(expect(1.5).toBeCloseTo, expect(1.5), 2)))
              local m = motion{views = {box}, to = 0.5}
              print(m.fps, #m.times)
              expect(m):toStayInside(box, box)
              View.animate{duration = 1, animations = function() box.alpha = 0 end}
              at(0.5, function(now) print(now) end)
              at(1)
            end)
            """])
        defer { project.remove() }
        let mine = try project.test(["-o", "TAP", "g_spec.lua"])
        // before: the fake rawget ran twice and the guard let assert.equal be rebound; with it
        // kept, the run stopped at `sleep` (the spec's clock has no `advance`)
        let own = "bad argument #1 to 'bindfenv' (a function of transit's own: it rebinds the spec's functions only)"
        #expect(mine.status == 0 && mine.stdout == "false\tg_spec.lua:9: \(own)\n0\t0.0\n0.25\n"
                + "g_spec.lua:13: expect(received):toBeCloseTo(expected, tolerance): expected 2, received 1.5 (off by 0.5)\n"
                + "Expected: 2 ± 1e-06\nReceived: 1.5\n60\t16\n1.0\nok 1 - keeps what it took at start\n1..1\n",
                "\(mine.stdout)\(mine.stderr)")
    }

    /// A string's methods are the `string` table's, which a spec may change: the preludes call
    /// the string functions they took at start instead (`s:find(…)` called the spec's `find`
    /// with the texts of values being formatted and compared: 16 calls here before).
    @Test func thePreludesKeepTheStringFunctionsTheyTookAtStart() throws {
        let project = try RunnerCITests.Project(["h_spec.lua": """
            local hits = {}
            for _, name in ipairs({"find", "gsub", "match", "byte", "rep", "sub"}) do
              local real = string[name]
              string[name] = function(...) hits[#hits + 1] = name return real(...) end
            end
            it("string methods", function()
              print(select(2, pcall(expect("a\\nb").toBe, expect("a\\nb"), "a\\nc")))
              print(select(2, pcall(expect({x = "q\\1"}).toEqual, expect({x = "q\\1"}), {x = "r"})))
              print(#hits, table.concat(hits, " "))
            end)
            """])
        defer { project.remove() }
        let mine = try project.test(["-o", "TAP", "h_spec.lua"])
        #expect(mine.status == 0 && mine.stdout.hasSuffix("Received: {x = \"q\\001\"}\n0\t\nok 1 - string methods\n1..1\n"),
                "\(mine.stdout)\(mine.stderr)")
    }

    /// busted has loaded its module before any spec or helper runs, so `package.loaded.busted`
    /// is there from the start, the table `require("busted")` gives — suites test it to know
    /// they run under busted (dstmodders/mod-sdk's `if package.loaded.busted then`, in the
    /// SDK its helper loads). transit's appeared only at the first `require("busted")`.
    static let loadedSpec = """
        local loaded = package.loaded.busted
        print("top", type(loaded), loaded == require("busted"), loaded and loaded.version, next(loaded or {}))
        it("sees busted loaded", function()
          print("test", package.loaded.busted == loaded, pcall(function() package.loaded.busted.it = 1 end))
        end)
        """

    @Test func bustedsModuleIsLoadedBeforeTheSpecAndTheHelperRun() throws {
        let project = try RunnerCITests.Project(["l_spec.lua": Self.loadedSpec,
                                                 "helper.lua": "print(\"helper\", type(package.loaded.busted), package.loaded.busted.version)\n"])
        defer { project.remove() }
        let expected = "helper\ttable\t2.1.1\ntop\ttable\ttrue\t2.1.1\tnil\n"
            + "test\ttrue\tfalse\tl_spec.lua:4: Attempt to modify busted\nok 1 - sees busted loaded\n1..1\n"
        for words in [["-o", "TAP", "--helper", "helper.lua", "l_spec.lua"], ["-o", "TAP", "--unsafe", "--helper", "helper.lua", "l_spec.lua"]] {
            let mine = try project.test(words)
            #expect(mine.status == 0 && mine.stdout == expected, "\(words): \(mine.stdout)\(mine.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        // busted's error names its own line (init.lua:133); the rest is the same, byte for byte
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP", "--helper", "helper.lua", "l_spec.lua"], in: project.dir)
        #expect(theirs.stdout == expected.replacingOccurrences(of: "l_spec.lua:4:", with: "/usr/share/lua/5.4/busted/init.lua:133:"),
                "\(theirs.stdout)")
    }
}

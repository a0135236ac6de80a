import Foundation
import Lua
import Testing
@testable import TransitLua

/// The sandbox's limits where the count hook alone does not reach: library loops inside one C
/// call, coroutines that would swallow a stop, memory grown between two hook calls, and every
/// way to name a library (docs/sandbox.md, "Limits").
@Suite struct SandboxLimitTests {
    static func tight(instructions: Int = 1_000_000, memory: Int = 32 << 20) -> ScriptRuntime.Options {
        var options = ScriptRuntime.Options()
        options.limits = LuaLimits(memory: memory, instructions: instructions, seconds: 0, hostObjects: 0)
        return options
    }

    func failure(_ runtime: ScriptRuntime, _ source: String) -> LuaError? {
        do { try runtime.run(source, chunkName: "@h.lua"); return nil } catch { return error }
    }

    @Test func aHugeTableMoveRunsIntoTheInstructionBudget() throws {
        let (r, _) = try runtime(Self.tight())
        let error = try #require(failure(r, "local t = {}\ntable.move({}, 1, 1e15, 1, t)"))
        #expect(error.kind == .instructionLimit)
        #expect(error.message == "h.lua:2: instruction limit exceeded (1000000 instructions)")
    }

    /// `pairs` sorts a table's keys in one C call (pairs.c): the sort's steps count, so
    /// a traversal's start over a big table cannot run past the budget unseen. Filling the
    /// table costs about 500,000 instructions here; the sort of its 60,000 keys is charged
    /// about 1,080,000 more.
    @Test func sortingATablesKeysForPairsRunsIntoTheBudget() throws {
        let (r, out) = try runtime(Self.tight(instructions: 1_200_000))
        let fill = "local t = {}\nfor i = 1, 60000 do t[i .. ''] = i end\n"
        try r.run(fill + "print('filled')", chunkName: "@h.lua")
        #expect(out.lines == ["filled"])
        let error = try #require(failure(r, fill + "for _ in pairs(t) do break end"))
        #expect(error.kind == .instructionLimit)
        #expect(error.message == "h.lua:3: instruction limit exceeded (1200000 instructions)")
    }

    @Test func insertAndRemoveUnderAHugeLengthRunIntoTheBudget() throws {
        let (r, _) = try runtime(Self.tight())
        for call in ["table.insert(t, 1, 'x')", "table.remove(t, 1)"] {
            let source = "local t = setmetatable({}, {__len = function() return 2^53 end})\n" + call
            let error = try #require(failure(r, source), "\(call)")
            #expect(error.kind == .instructionLimit, "\(call)")
            #expect(error.message == "h.lua:2: instruction limit exceeded (1000000 instructions)", "\(call)")
        }
    }

    @Test func theTableFunctionsGiveStockResults() throws {
        let (r, out) = try runtime(Self.tight())
        try r.run("""
            local t = table.move({1, 2, 3}, 1, 3, 2)
            print(table.concat(t, ","))
            local a = {1, 2, 3, 4, 5}
            table.insert(a, 2, 9)
            table.insert(a, 7)
            print(table.concat(a, ","), table.remove(a, 1), table.remove(a), table.concat(a, ","))
            print(table.remove({}), table.remove({}, 0), #table.move({1, 2}, 1, 2, 1, {}))
            print(pcall(table.insert, {}, 5, 1))
            print(pcall(table.insert, {}, 1, 2, 3))
            print(pcall(table.remove, {}, 5))
            print(pcall(table.move, {}, 1, math.maxinteger, 2))
            print(pcall(table.move, {}, -1, math.maxinteger, 2))
            print(pcall(table.insert, 1, 2))
            local proxy = setmetatable({}, {__index = function(_, i) return i * 10 end, __len = function() return 3 end})
            print(table.concat(table.move(proxy, 1, 3, 1, {}), ","))
            """, chunkName: "=t")
        // the same lines Debian's lua5.4 prints for this script
        #expect(out.lines == [
            "1,1,2,3",
            "1,9,2,3,4,5,7\t1\t7\t9,2,3,4,5",
            "nil\tnil\t2",
            "false\tbad argument #2 to 'table.insert' (position out of bounds)",
            "false\twrong number of arguments to 'insert'",
            "false\tbad argument #1 to 'table.remove' (position out of bounds)",
            "false\tbad argument #4 to 'table.move' (destination wrap around)",
            "false\tbad argument #3 to 'table.move' (too many elements to move)",
            "false\tbad argument #1 to 'table.insert' (table expected, got number)",
            "10,20,30",
        ])
    }

    @Test func aLimitInACoroutineStopsTheResumerAtOnce() throws {
        let (r, out) = try runtime(Self.tight())
        let error = try #require(failure(r, """
            for i = 1, 100 do
              print(coroutine.resume(coroutine.create(function() while true do end end)))
            end
            """))
        #expect(error.kind == .instructionLimit)
        #expect(error.message == "h.lua:2: instruction limit exceeded (1000000 instructions)")
        #expect(out.lines.isEmpty)           // no second coroutine ran, nothing printed
    }

    @Test func aLimitInAWrappedCoroutineCannotBeSwallowed() throws {
        let (r, out) = try runtime(Self.tight())
        let error = try #require(failure(r, """
            local f = coroutine.wrap(function() while true do end end)
            print(pcall(f))
            print("went on")
            """))
        #expect(error.kind == .instructionLimit)
        // the loop's line, where it fired, though the raise that ends the chunk comes on line 2
        #expect(error.message == "h.lua:1: instruction limit exceeded (1000000 instructions)")
        #expect(out.lines.isEmpty)           // the pcall caught it, but print never ran
    }

    @Test func coroutinesStillWorkAsStock() throws {
        let (r, out) = try runtime(Self.tight())
        try r.run("""
            local w = coroutine.wrap(function(x) coroutine.yield(x + 1) error("boom") end)
            print(w(1))
            print(pcall(w))
            print(coroutine.resume(coroutine.create(function() error("x", 0) end)))
            print(pcall(coroutine.resume, 1))
            local co = coroutine.create(function() coroutine.yield() end)
            coroutine.resume(co)
            print(coroutine.close(co), coroutine.status(co))
            """, chunkName: "@w.lua")
        #expect(out.lines == [
            "2",
            "false\tw.lua:1: boom",          // called from pcall: no caller line, as stock
            "false\tx",
            "false\tbad argument #1 to 'coroutine.resume' (thread expected, got number)",
            "true\tdead",
        ])
    }

    @Test func memoryGrownBetweenHookCallsNamesItsLine() throws {
        let (r, _) = try runtime(Self.tight(instructions: 0))
        let error = try #require(failure(r, """
            local s = ("x"):rep(2^20)
            local t = {}
            for i = 1, 100 do t[i] = s .. i end
            """))
        #expect(error.kind == .memory)
        #expect(error.message == "h.lua:3: not enough memory (script memory limit 32 MiB)")
    }

    /// One allocation past the ceiling is refused by the allocator, and Lua raises its memory
    /// error without the message handler: the line is the one that asked, not the last one
    /// the hook saw (line 1, where the entry began), and the traceback is the one the
    /// allocator took as it refused (there was none).
    @Test func memoryRefusedAtOnceNamesTheLineThatAsked() throws {
        let (r, _) = try runtime(Self.tight(instructions: 0))
        let error = try #require(failure(r, """
            local s = string.rep("x", 12 * 1024 * 1024)
            local pad = 1
            local t = s .. s .. s
            """))
        #expect(error.kind == .memory)
        #expect(error.message == "h.lua:3: not enough memory (script memory limit 32 MiB)")
        #expect(error.traceback == "stack traceback:\n\th.lua:3: in main chunk")
        let nested = try #require(failure(r, """
            local function grow(s) return s .. s .. s end
            local s = string.rep("x", 12 * 1024 * 1024)
            local t = grow(s)
            """))
        #expect(nested.message == "h.lua:1: not enough memory (script memory limit 32 MiB)")
        #expect(nested.traceback == "stack traceback:\n\th.lua:1: in local 'grow'\n\th.lua:3: in main chunk")
    }

    /// Memory passed in a coroutine before its first hook call: the allocator arms the hook
    /// of the coroutine (the sandbox's resume says it runs), which raises at the coroutine's
    /// line; it used to arm the resumer's, which raised only once the coroutine yielded.
    @Test func memoryPassedInACoroutineNamesTheCoroutinesLine() throws {
        let (r, _) = try runtime(Self.tight(instructions: 0))
        let error = try #require(failure(r, """
            local s = string.rep("x", 7 * 1024 * 1024)
            local co = coroutine.create(function()
              local big = s .. s .. s .. s; local n = #big
              coroutine.yield(n)
            end)
            print(coroutine.resume(co))
            """))
        #expect(error.kind == .memory)
        #expect(error.message == "h.lua:3: not enough memory (script memory limit 32 MiB)")
    }

    @Test func everyNameOfALibraryIsTheSandboxedOne() throws {
        let (r, out) = try runtime()
        try r.run("""
            print(package.loaded.io.open, package.loaded.os.execute, package.loaded.debug.sethook)
            print(require("os") == os, require("debug") == debug, require("string") == string)
            print(require("io") == io, io.popen)
            print(package.loaded._G == _G, package.loaded.package == package)
            """, chunkName: "=t")
        #expect(out.lines[0] == "nil\tnil\tnil")
        #expect(out.lines[1] == "true\ttrue\ttrue")
        #expect(out.lines[2] == "true\tnil")                    // the sandbox's io: no file system
        #expect(out.lines.last == "true\ttrue")
    }

    @Test func requireReadsPreloadAndFindsCycles() throws {
        let (r, out) = try runtime()
        try r.run("""
            package.preload.answer = function(name, data) return {name, data} end
            local m, data = require("answer")
            print(m[1], m[2], data, require("answer") == m)
            package.preload.loop = function() local m = require("loop") return m end
            print(pcall(require, "loop"))
            print(pcall(require))
            print(pcall(require, "a\\0b"))
            """, chunkName: "@r.lua")
        #expect(out.lines == [
            "answer\t:preload:\t:preload:\ttrue",
            "false\tr.lua:4: loop or previous error loading module 'loop'",
            "false\tbad argument #1 to 'require' (string expected, got no value)",
            "false\tbad argument #1 to 'require' (module name contains a NUL byte)",
        ])
    }

    /// Stock 5.4 keeps nothing of a failed load (loadlib.c's ll_require sets package.loaded
    /// only when the loader returns), so a second require runs the loader again; a loader
    /// still on the stack is a loop, even after an earlier load of the same name failed.
    @Test func requireAfterAFailedLoadRunsTheLoaderAgain() throws {
        let (r, out) = try runtime()
        try r.run("""
            local runs = 0
            package.preload.flaky = function() runs = runs + 1 if runs == 1 then error("first", 0) end return {runs} end
            print(pcall(require, "flaky"))
            print(require("flaky")[1], runs, require("flaky")[1], runs)
            package.preload.loop = function() error("broken", 0) end
            print(pcall(require, "loop"))
            package.preload.loop = function() local m = require("loop") return m end
            print(pcall(require, "loop"))
            package.preload.tail = function() return require("tail") end   -- the loader's frame is gone
            print((pcall(require, "tail")))
            """, chunkName: "@f.lua")
        #expect(out.lines == [
            "false\tfirst",
            "2\t2\t2\t2",
            "false\tbroken",
            "false\tf.lua:7: loop or previous error loading module 'loop'",
            "false",
        ])
    }

    /// As lua5.4 names it: the call site's name (`'date'`), not the module path the stock
    /// function, called from the sandbox's C, fell back on (`'os.date'`).
    @Test func osDateErrorsNameTheScriptLineAndTheFunction() throws {
        let (r, out) = try runtime()
        try r.run("print(pcall(function() os.date({}) end))\nprint(os.date('!%H:%M', nil))", chunkName: "@d.lua")
        #expect(out.lines == ["false\td.lua:1: bad argument #1 to 'date' (string expected, got table)", "00:00"])
    }

    /// A format whose result cannot fit is refused before the one C call that would build it
    /// (seconds of strftime no hook interrupts); a large format that fits still runs.
    @Test func anOsDateResultBeyondTheLimitIsRefusedAtOnce() throws {
        let (r, out) = try runtime(Self.tight(memory: 16 << 20))
        // 300,000 "%c": at most 64 bytes each is 19,200,000 bytes, more than 16 MiB holds
        let error = try #require(failure(r, "local f = ('%c'):rep(300000)\nlocal s = os.date(f)"))
        #expect(error.message.hasPrefix("h.lua:2: not enough memory for os.date's result (a format of 600000 bytes can give 19200000; script memory limit 16 MiB)"))
        // 100,000 "%Y" at the virtual clock's 0 s, in UTC: "1970" each
        try r.run("local s = os.date('!' .. ('%Y'):rep(100000)) print(#s, s:sub(1, 8))", chunkName: "@h.lua")
        #expect(out.lines == ["400000\t19701970"])
    }
}

/// require reads only regular files that fit what the memory limit leaves: the source goes
/// into Lua from inside a host call, where a push past the ceiling cannot fail safely.
@Suite struct ModuleFileTests {
    @Test func aModuleThatIsNotARegularFileOrTooLargeIsAnErrorNotACrash() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-modules-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/zero.lua", 0o600) == 0)         // a link to /dev/zero leaves the folder: not found
        try ("--" + String(repeating: " ", count: 40 << 20) + "\nreturn 1\n").write(toFile: dir + "/big.lua", atomically: false, encoding: .utf8)
        var options = ScriptRuntime.Options()
        options.limits = LuaLimits(memory: 16 << 20, instructions: 0, seconds: 0, hostObjects: 0)
        options.searchPath = SearchPath(roots: [dir])
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("print(pcall(require, 'zero'))\nprint(pcall(require, 'big'))", chunkName: "=t")
        #expect(out[0] == "false\terror loading module 'zero' from file '\(dir)/zero.lua': not a regular file")
        #expect(out[1].hasPrefix("false\terror loading module 'big' from file '\(dir)/big.lua': 41943052 bytes, more than the memory limit allows ("))
        // the same rule for a script file: it is read outside Lua's count too
        do {
            try r.runFile(dir + "/big.lua")
            Issue.record("a 40 MB script ran under a 16 MiB limit")
        } catch {
            #expect(error.kind == .file)
            #expect(error.message.hasPrefix("cannot open \(dir)/big.lua: 41943052 bytes, more than the memory limit allows ("))
        }
        #expect(throws: LuaError.self) { try r.runFile(dir + "/zero.lua") }
    }

    /// A host's template with a `..` after its `?` (TRANSIT_PATH may hold one) finds a file
    /// outside its folder: passed over, and the error says it is the `..` that leads out, not
    /// a link (it said "a link out of its search folder").
    @Test func aDotDotOutOfItsSearchFolderIsNamedSo() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("transit-dotdot-\(UUID().uuidString)").path
        let dir = base + "/project"
        try FileManager.default.createDirectory(atPath: dir + "/m", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        try "return 'outside'\n".write(toFile: base + "/m.lua", atomically: false, encoding: .utf8)
        var options = ScriptRuntime.Options()
        options.searchPath = SearchPath(templates: [dir + "/?/../../?.lua"])
        options.systemPath = []
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("print(pcall(require, 'm'))", chunkName: "=t")
        #expect(out == ["false\tmodule 'm' not found:\n\tno field package.preload['m']\n\tnot the file '\(dir)/m/../../m.lua' "
                        + "(its '..' leads out of its search folder: the sandbox's require reads files under the search path's folders only)"])
    }

    /// A relative template given an absolute module name (`package.path = "?.lua"`, then
    /// `require "/elsewhere/m"`) reaches a plain file outside the project: passed over, and
    /// worded as a file outside its folder — it said "a link" where there is none (rev12).
    @Test func aPlainFileOutsideItsSearchFolderIsNotCalledALink() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("transit-abs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        try "return 'outside'\n".write(toFile: base + "/m.lua", atomically: false, encoding: .utf8)
        var options = ScriptRuntime.Options()
        options.searchPath = SearchPath(templates: ["?.lua"])
        options.systemPath = []
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("print(pcall(require, '\(base)/m'))", chunkName: "=t")
        #expect(out == ["false\tmodule '\(base)/m' not found:\n\tno field package.preload['\(base)/m']\n\tnot the file '\(base)/m.lua' "
                        + "(it lies outside its search folder: the sandbox's require reads files under the search path's folders only)"])
    }

    /// A link in the project may point anywhere: require passes over a file whose real path
    /// leaves its search folder — through a link to the file or to a folder on its way — and
    /// says so; a link that stays inside is followed. (A syntax error in what it pointed at
    /// showed its contents: `<name> expected near '"hunter2"'`.)
    @Test func aLinkOutOfItsSearchFolderIsNotRequired() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("transit-links-\(UUID().uuidString)").path
        let dir = base + "/project", outside = base + "/outside"
        try FileManager.default.createDirectory(atPath: dir + "/lib", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: base) }
        try "password: \"hunter2\"\n".write(toFile: outside + "/secret.yaml", atomically: false, encoding: .utf8)
        try "return 'outside'\n".write(toFile: outside + "/m.lua", atomically: false, encoding: .utf8)
        try "return 'inside'\n".write(toFile: dir + "/lib/real.lua", atomically: false, encoding: .utf8)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir + "/cfg.lua", withDestinationPath: outside + "/secret.yaml")
        try fm.createSymbolicLink(atPath: dir + "/away", withDestinationPath: outside)
        try fm.createSymbolicLink(atPath: dir + "/near.lua", withDestinationPath: "lib/real.lua")
        var options = ScriptRuntime.Options()
        options.searchPath = SearchPath(roots: [dir])
        options.systemPath = []                  // the tried list is the project's alone
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("print(pcall(require, 'cfg'))\nprint(pcall(require, 'away.m'))\nprint((require 'near'))", chunkName: "=t")
        let why = "(a link out of its search folder: the sandbox's require reads files under the search path's folders only)"
        #expect(out[0] == "false\tmodule 'cfg' not found:\n\tno field package.preload['cfg']\n\tnot the file '\(dir)/cfg.lua' \(why)\n\tno file '\(dir)/cfg/init.lua'")
        #expect(out[1] == "false\tmodule 'away.m' not found:\n\tno field package.preload['away.m']\n\tnot the file '\(dir)/away/m.lua' \(why)\n\tno file '\(dir)/away/m/init.lua'")
        #expect(out[2] == "inside")
        #expect(!out.joined().contains("hunter2"))
    }

    /// A project whose `m.lua` is a link to its own `lib/m.lua` ("inside"), beside a folder
    /// outside with an `m.lua` of its own ("outside"): (base to remove, project, outside).
    static func linkedProject(_ name: String) throws -> (String, String, String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        let dir = base + "/project", outside = base + "/outside"
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/lib", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try "return 'outside'\n".write(toFile: outside + "/m.lua", atomically: false, encoding: .utf8)
        try "return 'inside'\n".write(toFile: dir + "/lib/m.lua", atomically: false, encoding: .utf8)
        try fm.createSymbolicLink(atPath: dir + "/m.lua", withDestinationPath: dir + "/lib/m.lua")
        return (base, dir, outside)
    }

    /// The search looks at a name; the read checks the file it opened. A link that pointed
    /// inside when `find` chose it and outside when it is read is refused, not read.
    @Test func aLinkSwappedAfterTheSearchIsNotRead() throws {
        let (base, dir, outside) = try Self.linkedProject("transit-swap")
        let fm = FileManager.default
        defer { try? fm.removeItem(atPath: base) }
        let found = SearchPath(roots: [dir]).find(module: "m", confined: true)
        let path = try #require(found.path), root = try #require(found.root)
        #expect(path == dir + "/m.lua" && root == dir)
        #expect(FileText.readBytes(path, confinedTo: root).bytes.map { String(decoding: $0, as: UTF8.self) } == "return 'inside'\n")
        try fm.removeItem(atPath: dir + "/m.lua")
        try fm.createSymbolicLink(atPath: dir + "/m.lua", withDestinationPath: outside + "/m.lua")
        let swapped = FileText.readBytes(path, confinedTo: root)
        #expect(swapped.bytes == nil)
        #expect(swapped.error == "it leads out of its search folder '\(dir)' (a link: the sandbox reads files under its folders only)")
        #expect(FileText.readBytes(path).bytes != nil)           // unconfined (the host's own reads): read
    }

    /// The folders are compared as bytes: a `String` comparison took `café` precomposed and
    /// `café` decomposed — two folders on disk — as one, so a link from one into the other
    /// was read (a hostile review).
    @Test func aLinkIntoAFolderWhoseNameOnlyLooksTheSameIsNotRead() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("transit-nfd-\(UUID().uuidString)").path
        let composed = base + "/caf\u{E9}", decomposed = base + "/cafe\u{301}"
        #expect(Array(composed.utf8) != Array(decomposed.utf8) && composed == decomposed)   // what fooled it
        let fm = FileManager.default
        #expect(mkdir(base, 0o700) == 0 && mkdir(composed, 0o700) == 0 && mkdir(decomposed, 0o700) == 0)
        defer { try? fm.removeItem(atPath: base) }
        #expect(FileManager.default.createFile(atPath: decomposed + "/secret.lua", contents: Array("return 'SECRET'\n".utf8).withUnsafeBytes { Data($0) }))
        #expect(symlink(decomposed + "/secret.lua", composed + "/mod.lua") == 0)
        var options = ScriptRuntime.Options()
        options.searchPath = SearchPath(roots: [composed])
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        try r.run("print(pcall(require, 'mod'))", chunkName: "=t")
        #expect(out.count == 1 && out[0].hasPrefix("false\tmodule 'mod' not found:"))
        #expect(!out.joined().contains("SECRET"))
        #expect(SearchPath.isUnder(Array((composed + "/x.lua").utf8), root: Array(composed.utf8)))
        #expect(!SearchPath.isUnder(Array((decomposed + "/x.lua").utf8), root: Array(composed.utf8)))
        #expect(!SearchPath.isUnder(Array((composed + "x/y.lua").utf8), root: Array(composed.utf8)))
    }

    /// The same race run for real: another thread swaps the link between a file inside and
    /// one outside while the script requires it again and again. Checked only by name, about
    /// one require in a thousand read the outside file (a hostile review: 154 of 200,000).
    @Test func requireNeverReadsALinkSwappedOutDuringTheSearch() throws {
        let (base, dir, outside) = try Self.linkedProject("transit-race")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let stop = ManagedAtomicFlag()
        let swapper = Thread {
            var out = false
            while !stop.isSet {
                out.toggle()
                // a new link renamed over the old: the name always exists, pointing one way or the other
                _ = unlink(dir + "/next.lua")
                _ = symlink(out ? outside + "/m.lua" : dir + "/lib/m.lua", dir + "/next.lua")
                _ = rename(dir + "/next.lua", dir + "/m.lua")
            }
            stop.done()
        }
        var options = ScriptRuntime.Options()
        options.searchPath = SearchPath(roots: [dir])
        options.limits = LuaLimits(memory: 64 << 20, instructions: 0, seconds: 0, hostObjects: 0)
        let r = try ScriptRuntime(options: options)
        var out: [String] = []
        r.output = { out.append($0) }
        swapper.start()
        defer { stop.set(); stop.waitDone() }
        try r.run("""
        local seen = {}
        for _ = 1, 20000 do
          package.loaded.m = nil
          local ok, v = pcall(require, 'm')
          local key = ok and v or (v:match('out of its search folder') and 'refused') or v
          seen[key] = (seen[key] or 0) + 1
        end
        print(seen.outside or 0, (seen.inside or 0) > 0)
        """, chunkName: "=race")
        #expect(out == ["0\ttrue"])
    }
}

/// A flag one thread sets and another reads, and a done signal back (the race test's swapper).
private final class ManagedAtomicFlag: @unchecked Sendable {
    private let lock = NSCondition()
    private var flag = false, finished = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    func set() { lock.lock(); flag = true; lock.unlock() }
    func done() { lock.lock(); finished = true; lock.broadcast(); lock.unlock() }
    func waitDone() { lock.lock(); while !finished { lock.wait() }; lock.unlock() }
}

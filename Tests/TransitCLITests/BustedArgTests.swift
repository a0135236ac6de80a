import Foundation
import Testing

/// busted's `arg[-1]` is the interpreter running it (`lua5.4` under `--lua=lua5.4`), which
/// suites' helpers take to start another Lua: luacheck's spec/helper.lua walks down the
/// negative indices (falling back to "lua"), Penlight's `app.lua()` joins them into the
/// command it returns. With `--unsafe`, where a spec can start a process, a spec's `arg[-1]`
/// is `lua5.4`, in process and in every worker, and Penlight (loaded by the host, globals of
/// its own) reads the same table; sandboxed, where none can start, there is none. transit had
/// no negative index (luacheck's helper took `lua`), and Penlight's `app.lua()` saw no `arg`
/// at all: `not in a main program`.
@Suite struct BustedArgTests {
    static let files = [
        // luacheck's get_lua(): the lowest negative index, else "lua"
        "spec/arg_spec.lua": """
            local lowest, i = "lua", -1
            while arg[i] do lowest, i = arg[i], i - 1 end
            print(tostring(arg[-1]), tostring(arg[-2]), lowest)
            it("has arg", function() assert.is_table(arg) end)
            """,
        "spec/z_spec.lua": "it(\"z\", function() end)\n",
    ]

    @Test func theInterpreterIsThereOnlyWhereOneCanStart() throws {
        let project = try RunnerCITests.Project(Self.files)
        defer { project.remove() }
        for (words, first) in [(["--unsafe"], "lua5.4\tnil\tlua5.4"), (["--unsafe", "--jobs", "2"], "lua5.4\tnil\tlua5.4"),
                               ([], "nil\tnil\tlua")] {
            let r = try project.test(["-o", "TAP"] + words)
            #expect(r.status == 0 && r.stdout.split(separator: "\n").first.map(String.init) == first, "\(words): \(r.stdout)\(r.stderr)")
        }
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout.split(separator: "\n").first.map(String.init) == "lua5.4\tnil\tlua5.4", "\(theirs.stdout)")
    }

    /// Penlight's own spec idiom (its spec/app_spec.lua): the command `app.lua()` gives starts
    /// a Lua, under `--unsafe` as under busted.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/lua5.4")
                   && FileManager.default.fileExists(atPath: "/usr/share/lua/5.4/pl/app.lua"), "needs lua5.4 and Debian's Penlight"))
    func penlightsAppLuaStartsALua() throws {
        let project = try RunnerCITests.Project(["spec/app_spec.lua": """
            local app = require("pl.app")
            it("starts the interpreter app.lua() names", function()
              local command, lua = app.lua()
              assert.equal("lua5.4", lua)
              assert.is_true(os.execute(command .. ' -e "os.exit(0)"'))
            end)
            """])
        defer { project.remove() }
        let r = try project.test(["--unsafe", "-o", "TAP"])
        #expect(r.status == 0 && r.stdout == "ok 1 - starts the interpreter app.lua() names\n1..1\n", "\(r.stdout)\(r.stderr)")
        guard BustedSelectionTests.hasBusted else { return }
        let theirs = try Executable.run("busted", ["--lua=lua5.4", "-o", "TAP"], in: project.dir)
        #expect(theirs.stdout == r.stdout, "\(theirs.stdout)\(theirs.stderr)")
    }
}

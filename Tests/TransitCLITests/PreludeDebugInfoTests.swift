import Testing

/// The start's spec preludes are carried without their locals' names (embed-lua's `-- embed-lua:
/// without local names`, docs/benchmark.md, start112), not stripped whole: an `--unsafe` spec
/// sees Transit's functions with their chunk name and lines. `lua_dump`'s strip dropped the
/// chunk name too (the functions read as `?`, which the traceback filter does not know as
/// Transit's), and with Debian's Lua 5.4.4 `debug.getinfo(f, "L")` of a vararg function
/// without lines reads past a missing array: `transit test` died of a segmentation fault.
@Suite struct PreludeDebugInfoTests {
    @Test func anUnsafeSpecSeesThePreludesChunkNamesAndLines() throws {
        let project = try RunnerCITests.Project(["d_spec.lua": """
            it("looks at Transit's functions", function()
              for _, f in ipairs{randomize, at, expect, getmetatable(assert).__call} do
                local info = debug.getinfo(f, "SL")
                local lines = {}
                for line in pairs(info.activelines) do lines[#lines + 1] = line end
                print(info.short_src, info.linedefined > 0, #lines > 0, info.linedefined <= (lines[1] or 0))
              end
            end)
            """])
        defer { project.remove() }
        let r = try project.test(["--unsafe", "-o", "TAP", "d_spec.lua"])
        #expect(r.status == 0 && r.stdout == """
            (transit spec_dsl.lua)\ttrue\ttrue\ttrue
            (transit spec_dsl.lua)\ttrue\ttrue\ttrue
            (transit spec_expect.lua)\ttrue\ttrue\ttrue
            (transit spec_luassert.lua)\ttrue\ttrue\ttrue
            ok 1 - looks at Transit's functions
            1..1

            """, "\(r.stdout)\(r.stderr)")
    }
}

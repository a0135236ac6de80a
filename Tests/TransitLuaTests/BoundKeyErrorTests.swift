import Testing
@testable import TransitLua

/// Errors Lua raised inside Transit's C or Lua with no line of the script, or with one of
/// Transit's own: each names the script's line, as stock does on the plain equivalent.
@Suite struct BoundKeyErrorTests {
    /// A NaN or nil key stored on a bound object (a Lua-side field): stock on a plain table
    /// says `pc.lua:2: table index is NaN`; lua_rawset's error in the C `__newindex` named no
    /// line inside a pcall.
    @Test(arguments: ["View{}", "ViewController{}", "window", "View{}.layer"])
    func aNaNOrNilKeyNamesTheLine(object: String) throws {
        let (s, out) = try stage()
        try s.run("local v = \(object)\nprint(pcall(function() v[0/0] = 1 end))\nprint(pcall(function() v[nil] = 1 end))",
                  chunkName: "@pc.lua")
        #expect(out.lines == ["false\tpc.lua:2: table index is NaN", "false\tpc.lua:3: table index is nil"])
    }

    /// A `__tostring` that returns no string, through print (Transit's Lua): the message named
    /// `(transit sandbox_common.lua):8:`; stock names the line when print is called from it
    /// and none from pcall. Here the script's line, both ways, and for tostring too. The values
    /// before the bad one are written first, as stock's print writes each as it goes
    /// (`lua5.4` prints `1false\tts.lua:4: …` too).
    @Test func aBadToStringNamesTheScriptsLine() throws {
        let (s, out) = try stage()
        try s.run("""
            local x = setmetatable({}, {__tostring = function() return {} end})
            print(pcall(print, x))
            print(pcall(tostring, x))
            print(pcall(function() print(1, x) end))
            print(tostring(setmetatable({}, {__tostring = function() return 7 end})) == "7")
            """, chunkName: "@ts.lua")
        #expect(out.lines == [
            "false\tts.lua:2: '__tostring' must return a string",
            "false\tts.lua:3: '__tostring' must return a string",
            "1false\tts.lua:4: '__tostring' must return a string",
            "true",
        ])
        #expect(s.failure("print(setmetatable({}, {__tostring = function() return true end}))", name: "p.lua")
                == "p.lua:1: '__tostring' must return a string")
    }
}

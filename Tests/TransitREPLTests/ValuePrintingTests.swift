import Testing
import TransitLua
@testable import TransitREPL

/// Values print readably and the same on every run: Lua 5.4 randomises `pairs` order, so
/// keys are sorted; deep tables stop at a depth limit; cycles are marked.
@Suite struct ValuePrintingTests {
    @Test func tableKeysAreSortedNumbersFirst() throws {
        let t = try Transcript()
        #expect(t.feed("{zeta = 1, alpha = 2, [10] = 'ten', 'one', 'two', mid = {b = 1, a = 2}}")
                == "{\"one\", \"two\", [10] = \"ten\", alpha = 2, mid = {a = 2, b = 1}, zeta = 1}\n")
        // the same text every time, whatever order the keys were inserted in
        let many = (1...30).map { "k\($0) = \($0)" }
        let forward = t.feed("{" + many.joined(separator: ", ") + "}")
        let backward = t.feed("{" + many.reversed().joined(separator: ", ") + "}")
        #expect(forward == backward)
        #expect(forward.hasPrefix("{\n  k1 = 1,\n  k10 = 10,\n  k11 = 11,"))
    }

    /// Tables as keys hash by address, which moves with what was allocated before and from
    /// run to run: they are ordered by what they hold, then by the value under them — never
    /// by `pairs`. Each session is a fresh state (its own string hash seed), each padding
    /// moves the keys.
    @Test func tablesKeyedByTablesPrintTheSameEveryRun() throws {
        let keyed = "{[{}] = 1, [{}] = 2, [{}] = 3, [{}] = 4, [{n = 1}] = 5, [{n = 0}] = 6, [print] = 7, [type] = 8}"
        for padding in [0, 1, 7, 40, 300] {
            let t = try Transcript()
            let out = t.feed("local pad = {} for i = 1, \(padding) do pad[i] = {} end return " + keyed)
            // (the printer shows a table key's contents as {...}: their order is by what they hold)
            #expect(out == "{\n  [<function>] = 7,\n  [<function>] = 8,\n  [{...}] = 6,\n  [{...}] = 5,\n"
                    + "  [{}] = 1,\n  [{}] = 2,\n  [{}] = 3,\n  [{}] = 4,\n}\n", "padding \(padding)")
        }
    }

    @Test func cyclesAreMarkedAndDepthIsLimited() throws {
        let t = try Transcript()
        t.feed("t = {name = 'loop'}", "t.self = t")
        #expect(t.feed("t") == "{name = \"loop\", self = <cycle>}\n")
        #expect(t.feed("{a = {b = {c = {d = {e = {}}}}}}") == "{a = {b = {c = {d = {...}}}}}\n")
        t.feed("shared = {1}")
        #expect(t.feed("{shared, shared}") == "{{1}, {1}}\n")   // shared is not a cycle
    }

    @Test func longTablesAreCutAndWideOnesSpanLines() throws {
        let t = try Transcript()
        let out = t.feed("local t = {} for i = 1, 100 do t[i] = i end return t")
        #expect(out.hasSuffix("  40,\n  ...(60 more),\n}\n"))
        #expect(t.feed("{text = ('x'):rep(500)}").contains("...(100 more bytes)"))
    }

    @Test func manyResultsAreCut() throws {
        let t = try Transcript()
        let out = t.feed("local t = {} for i = 1, 150 do t[i] = i end return table.unpack(t)")
        #expect(out.hasPrefix("1\t2\t3\t") && out.hasSuffix("\t99\t100\t...(50 more)\n"))
        #expect(t.feed("_") == "1\n")
    }

    @Test func stringsAreQuotedAndEscaped() throws {
        let t = try Transcript()
        #expect(t.feed("'a \"quoted\"\\n\\tline\\0'") == "\"a \\\"quoted\\\"\\n\\tline\\000\"\n")
    }

    /// A byte that is no part of a UTF-8 character is escaped as a control character is, as
    /// Lua reads it back: the text went out through a Swift string, which made each such byte
    /// U+FFFD, so "caf\xe9" and "caf\xff" printed alike. UTF-8 text is kept as it is.
    @Test func bytesThatAreNotUTF8AreEscaped() throws {
        let t = try Transcript()
        #expect(t.feed(#""caf\xe9", "caf\xff", "é", "\xe2\x82", "\xed\xa0\x80", "a\0b\xff1""#)
                == [#""caf\233""#, #""caf\255""#, #""é""#, #""\226\130""#, #""\237\160\128""#, #""a\000b\2551""#]
                    .joined(separator: "\t") + "\n")
        #expect(t.feed(#"{["\xff"] = "\xc3"}"#) == #"{["\255"] = "\195"}"# + "\n")
    }

    @Test func numbersReadAsLuaWritesThem() throws {
        let t = try Transcript()
        #expect(t.feed("1, 1.0, 0.1 + 0.2, 1e100, 0/0, -1/0") == "1\t1.0\t0.3\t1e+100\tnan\t-inf\n")
    }

    @Test func recordsPrintAsTheirConstructors() throws {
        let t = try Transcript()
        #expect(t.feed("Rect(0, 0.5, 393, 852)") == "Rect(0, 0.5, 393, 852)\n")
        #expect(t.feed("Point(1, 2), Size(3, 4), EdgeInsets(1, 2, 3, 4)") == "Point(1, 2)\tSize(3, 4)\tEdgeInsets(1, 2, 3, 4)\n")
        #expect(t.feed("Transform.rotation(math.pi / 2)") == "Transform(6.1232339957368e-17, 1, -1, 6.1232339957368e-17, 0, 0)\n")
        #expect(t.feed("Color.red, Color(0.2, 0.4, 0.6)") == "Color(1, 0, 0, 1)\tColor(0.2, 0.4, 0.6, 1)\n")
        #expect(t.feed("{frame = Rect(1, 2, 3, 4)}") == "{frame = Rect(1, 2, 3, 4)}\n")
    }

    @Test func viewsAndCurvesPrintAsOneLine() throws {
        let t = try Transcript()
        t.feed("photo = View{frame = Rect(20, 150, 100, 100), name = 'photo'}")
        #expect(t.feed("photo") == "View \"photo\" frame=(20,150,100,100) alpha=1\n")
        #expect(t.feed("Label{text = 'hi', name = 'title'}") == "Label \"title\" frame=(0,0,0,0) alpha=1 text=\"hi\"\n")
        #expect(t.feed("{photo}") == "{View \"photo\" frame=(20,150,100,100) alpha=1}\n")
        #expect(t.feed("Easing.easeOut") == "Curve easeOut (cubicBezier 0, 0, 0.58, 1)\n")
        #expect(t.feed("View.animate(0.3, function() photo.alpha = 0 end)") == """
        0.000000 begin #1 [photo.alpha] duration=0.3 curve=easeInOut at stdin:1
        AnimationHandle #1 (running)

        """)
    }

    /// A value's `__tostring` that fails is the input's error, as `lua5.4 -i` reports it
    /// (`error calling 'print' (stdin:1: ts boom)`, checked against Lua 5.4.4): the printer
    /// caught it and showed the table's raw contents, `{}` — a value it is not — and a
    /// `__tostring` that looped ran into the instruction limit silently.
    @Test func aFailingToStringIsAnError() throws {
        var options = ScriptRuntime.Options()
        options.limits.instructions = 1_000_000
        let t = try Transcript(options: options)
        t.feed("t = setmetatable({}, {__tostring = function() error('ts boom') end})")
        #expect(t.feed("t").hasPrefix("error calling 'print' (stdin:1: ts boom)\n"))
        #expect(t.session.failures == 1)
        #expect(t.feed("1, {t}").hasPrefix("error calling 'print' (stdin:1: ts boom)\n"))
        #expect(t.feed("setmetatable({}, {__tostring = function() return {} end})")
                .hasPrefix("error calling 'print' ('__tostring' must return a string)\n"))
        #expect(t.feed("setmetatable({}, {__tostring = function() error({}) end})")
                .hasPrefix("error calling 'print' (stdin:1: (error object is a table value))\n"))   // lua.c: "((null))"
        #expect(t.feed("setmetatable({}, {__tostring = function() while true do end end})")
                .hasPrefix("stdin:1: instruction limit exceeded (1000000 instructions)"))
        #expect(t.session.failures == 5)
        // the chunk ran: what it did stays, and so does the session
        #expect(t.feed("x = setmetatable({}, {__tostring = function() error('late') end}) return 7, x")
                .hasPrefix("error calling 'print' (stdin:1: late)\n"))
        #expect(t.feed("_") == "7\n")
        #expect(t.feed("setmetatable({}, {__tostring = function() return 'fine' end})") == "fine\n")
    }

    /// A `__tostring` that allocates to the memory limit: the limit's error, and the session
    /// goes on with the input that ran (it printed `{}` and exit status 0 before).
    @Test func aToStringThatExhaustsMemoryIsTheLimitsError() throws {
        var options = ScriptRuntime.Options()
        options.limits.memory = 16 << 20
        let t = try Transcript(options: options)
        let out = t.feed("kept = 5 return setmetatable({}, {__tostring = function() "
                         + "local hog = {} for i = 1, 1e9 do hog[i] = {} end end})")
        #expect(out.hasPrefix("stdin:1: not enough memory (script memory limit 16 MiB)\n"))
        #expect(!out.contains("replayed without that chunk"))
        #expect(t.session.failures == 1)
        #expect(t.feed("kept") == "5\n")
        #expect(t.feed("local t = {} for i = 1, 1000 do t[i] = i end return #t") == "1000\n")
    }

    @Test func functionsAndNamespaces() throws {
        let t = try Transcript()
        #expect(t.feed("print, coroutine.create(print)") == "<function>\t<thread>\n")
        #expect(t.feed("setmetatable({size = 1}, {__name = 'Thing'})") == "Thing {size = 1}\n")
    }
}

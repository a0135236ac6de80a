import Lua
import Testing

@Suite struct HostFunctionTests {
    /// `scale(x, factor)` multiplies; a Swift function with checked arguments.
    func stateWithScale() throws -> LuaState {
        let lua = try makeState()
        lua.register("scale") { call in
            let x = try call.finite(1)
            let factor = try call.integer(2)
            call.push(x * Double(factor))
            return 1
        }
        lua.register("fail") { call in
            struct Oops: Error, CustomStringConvertible { var description: String { "the host said no" } }
            throw Oops()
        }
        lua.register("named") { call in
            call.push(try call.name(1))
            return 1
        }
        return lua
    }

    @Test func callsAndReturns() throws {
        let lua = try stateWithScale()
        #expect(try lua.run("return scale(1.5, 4)") == [.number(6)])
        #expect(try lua.run("return scale(2, 3.0)") == [.number(6)])
    }

    @Test func wrongTypesReadAsLuasOwnArgumentErrors() throws {
        let lua = try stateWithScale()
        #expect(lua.failure("\n\nscale('x', 2)")?.message == "t.lua:3: bad argument #1 to 'scale' (number expected, got string)")
        #expect(lua.failure("scale(1)")?.message == "t.lua:1: bad argument #2 to 'scale' (number expected, got no value)")
        #expect(lua.failure("scale(1, nil)")?.message == "t.lua:1: bad argument #2 to 'scale' (number expected, got nil)")
        #expect(lua.stackTop == 0)
    }

    /// Where no call site names it (called through pcall), a host function is named as stock's
    /// luaL_argerror names a C function: by its path among the loaded modules, a global's
    /// without "_G.", '?' in none. lua5.4: `g = string.rep; string.rep = nil; pcall(g)` says
    /// 'g', `pcall(string.rep)` 'string.rep', `pcall(io.stdout.write, 1)` '?'. It read '?'.
    @Test func aFunctionNoCallSiteNamesIsNamedByItsPlaceAmongTheLoadedModules() throws {
        let lua = try stateWithScale()
        // a name the call site gives is the call site's, as stock's
        #expect(lua.failure("local f = scale; f('x', 2)")?.message == "t.lua:1: bad argument #1 to 'f' (number expected, got string)")
        #expect(try lua.run("return select(2, pcall(scale, 'x', 2))", chunkName: "@p.lua")
                == [.string("p.lua:1: bad argument #1 to 'scale' (number expected, got string)")])
        #expect(try lua.run("package.loaded.geometry = {stretch = scale}; scale = nil\n"
                            + "return select(2, pcall(package.loaded.geometry.stretch, 1))", chunkName: "@p.lua")
                == [.string("p.lua:2: bad argument #2 to 'geometry.stretch' (number expected, got no value)")])
        #expect(try lua.run("local t = {f = package.loaded.geometry.stretch}; package.loaded.geometry = nil\n"
                            + "return select(2, pcall(t.f, 1))", chunkName: "@p.lua")
                == [.string("p.lua:2: bad argument #2 to '?' (number expected, got no value)")])
        #expect(lua.stackTop == 0)
    }

    /// Stock takes the first path lua_next meets, which its string hash seed reorders from
    /// run to run (lua5.4 -e 'package.loaded.transit = {setmetatable = setmetatable};
    /// print(pcall(setmetatable, 1))' says 'setmetatable' or 'transit.setmetatable'); the host's
    /// choice is the same every run: a global's name, else the least path.
    @Test func aFunctionWithTwoPathsIsNamedTheSameEveryRun() throws {
        for _ in 0..<8 {
            let lua = try stateWithScale()
            #expect(try lua.run("package.loaded.zz = {scale = scale}; package.loaded.aa = {scale = scale}\n"
                                + "local a = select(2, pcall(scale))\n"
                                + "scale = nil\n"
                                + "return a, select(2, pcall(package.loaded.zz.scale))", chunkName: "@p.lua")
                    == [.string("p.lua:2: bad argument #1 to 'scale' (number expected, got no value)"),
                        .string("p.lua:4: bad argument #1 to 'aa.scale' (number expected, got no value)")])
        }
    }

    /// Stock's walk takes no C level: at the deepest pcall nesting short of "C stack
    /// overflow", lua5.4 still names the function (`package.loaded.mm = {ff = string.rep}`,
    /// nested pcalls: 'string.rep' at 196 levels, "C stack overflow" at 197). The host's walk
    /// ran under a lua_pcall of its own, which overflowed there and said '?'.
    @Test func aFunctionCalledOneLevelShortOfTheCStackLimitIsStillNamed() throws {
        let lua = try stateWithScale()
        let found = try lua.run("""
            package.loaded.geometry = {stretch = scale}; scale = nil
            local f = package.loaded.geometry.stretch
            local function nest(n) if n == 0 then return select(2, pcall(f, 'x', 2)) end return select(2, pcall(nest, n - 1)) end
            local last
            for n = 1, 300 do
              local e = nest(n)
              if e:find('C stack overflow', 1, true) then return last, n end
              last = e
            end
            """, chunkName: "@p.lua")
        #expect(found.first == .string("p.lua:3: bad argument #1 to 'geometry.stretch' (number expected, got string)"))
        #expect(found.count == 2)
        #expect(lua.stackTop == 0)
    }

    @Test func numbersThatCannotBecomeSwiftValuesAreLuaErrors() throws {
        let lua = try stateWithScale()
        #expect(lua.failure("scale(0/0, 1)")?.message == "t.lua:1: bad argument #1 to 'scale' (finite number expected, got nan)")
        #expect(lua.failure("scale(math.huge, 1)")?.message == "t.lua:1: bad argument #1 to 'scale' (finite number expected, got inf)")
        #expect(lua.failure("scale(1, 1.5)")?.message == "t.lua:1: bad argument #2 to 'scale' (number has no integer representation)")
        #expect(lua.failure("scale(1, 1e300)")?.message == "t.lua:1: bad argument #2 to 'scale' (number has no integer representation)")
        #expect(lua.failure("scale(1, 0/0)")?.message == "t.lua:1: bad argument #2 to 'scale' (number has no integer representation)")
    }

    @Test func stringsWithNULAreRefusedWhereANameIsExpected() throws {
        let lua = try stateWithScale()
        #expect(lua.failure("named('a\\0b')")?.message == "t.lua:1: bad argument #1 to 'named' (string contains a NUL byte)")
        #expect(try lua.run("return named('ab')") == [.string("ab")])
    }

    @Test func swiftErrorsBecomeLuaErrorsAtTheCallersLine() throws {
        let lua = try stateWithScale()
        #expect(lua.failure("local ok, e = pcall(fail)\nassert(not ok)\nerror(e, 0)")?.message == "t.lua:1: the host said no")
        // pcall sees the same message, and the state goes on
        #expect(try lua.run("local ok, e = pcall(fail) return ok, e", chunkName: "@p.lua") == [.boolean(false), .string("p.lua:1: the host said no")])
    }

    @Test func manyCallsLeaveTheStackBalanced() throws {
        let lua = try stateWithScale()
        #expect(try lua.run("local s = 0 for i = 1, 10000 do s = s + scale(i, 2) end return s") == [.number(100010000)])
        #expect(lua.stackTop == 0)
    }

    /// `pushUnpacked` returns a `table.pack` list as results, nils counted, and refuses with
    /// Lua's own words a count the stack cannot hold (instead of writing past it).
    @Test func packedListsUnpackAsResults() throws {
        let lua = try makeState()
        lua.register("unpacked") { call in try call.pushUnpacked(call.reference(1)) }
        #expect(try lua.run("return select('#', unpacked(table.pack(1, nil, 'x', nil)))") == [.integer(4)])
        #expect(try lua.run("return unpacked(table.pack(1, nil, 'x'))") == [.integer(1), .nil, .string("x")])
        #expect(try lua.run("return select('#', unpacked(table.pack()))") == [.integer(0)])
        #expect(lua.failure("unpacked({n = 2000000})")?.message == "t.lua:1: too many results to unpack")
        #expect(lua.stackTop == 0)
    }
}

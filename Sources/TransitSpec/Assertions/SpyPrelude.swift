/// `spy` (luassert's): a callable that records its calls and passes them on.
///
///     local s = spy.new(function(x) return x * 2 end)   -- or spy(fn), or spy.new()
///     s(21)                                             -- 42; s.calls[1] = {21, n = 1}
///     local log = spy.on(logger, "write")               -- replaces logger.write
///     assert.spy(log).was.called_with(logger, "hi")
///
/// `s.calls[i]` holds the i-th call's arguments and `s.returns[i]` its results (packed lists
/// with `n`). Spies made by `spy.on` are reverted after each test (`s:revert()` earlier).
enum SpyPrelude {
    static let source = #"""
    local host, shared = ...
    local type, select, setmetatable, getmetatable, unpack = type, select, setmetatable, getmetatable, table.unpack

    local function pack(...) return {n = select("#", ...), ...} end

    local active = {}                                     -- spy.on spies, reverted after each test

    local Spy = {}
    Spy.__index = Spy
    Spy.__name = "spy"
    Spy.__tostring = function(s) return "spy (" .. #s.calls .. " calls)" end
    Spy.__call = function(s, ...)
      s.calls[#s.calls + 1] = pack(...)
      local results = s.target and pack(s.target(...)) or pack()
      s.returns[#s.returns + 1] = results
      return unpack(results, 1, results.n)
    end

    function Spy:revert()
      if self.owner ~= nil then self.owner[self.key] = self.original end
      return self
    end

    function Spy:clear()
      self.calls, self.returns = {}, {}
      return self
    end

    local function new(fn)
      if fn ~= nil and type(fn) ~= "function" and not (type(fn) == "table" and getmetatable(fn)) then
        host.raise("bad argument #1 to 'spy.new' (function expected, got " .. type(fn) .. ")")
      end
      return setmetatable({target = fn, calls = {}, returns = {}}, Spy)
    end

    spy = setmetatable({
      new = new,
      on = function(t, key)
        if type(t) ~= "table" then host.raise("bad argument #1 to 'spy.on' (table expected, got " .. type(t) .. ")") end
        local s = new(t[key])
        s.owner, s.key, s.original = t, key, t[key]
        t[key] = s
        active[#active + 1] = s
        return s
      end,
      is_spy = function(v) return type(v) == "table" and getmetatable(v) == Spy end,
    }, {__call = function(_, fn) return new(fn) end, __name = "spy"})

    shared.revertSpies = function()
      for i = #active, 1, -1 do active[i]:revert(); active[i] = nil end
    end
    """#
}

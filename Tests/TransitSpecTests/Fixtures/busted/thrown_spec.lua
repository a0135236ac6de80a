-- Error values that are no string, as busted words them (busted/core.lua's rewriteMessage: a
-- __tostring, else Penlight's pretty.write, and nil as "Nil error"), each at its line.
describe("error values", function()
  it("a table", function() error({code = 1}) end)
  it("nil", function() error() end)
  it("a table of every kind of key", function()
    error({"first", 2, 2.5, {true}, name = "n", ["with space"] = 1, ["end"] = false, [2.5] = "x"})
  end)
  it("a table that holds itself", function()
    local t = {a = 1, inner = {b = 2}}
    t.inner.back = t
    error(t)
  end)
  it("a table with a __tostring", function()
    error(setmetatable({}, {__tostring = function() return "told" end}))
  end)
  it("strings that need quoting", function() error({'say "hi"', "two\nlines", "[[x]]", ""}) end)
  it("numbers", function() error({2^53, 0/0, math.huge, -math.huge, 1/3, -0.0}) end)
  it("an empty table, raised in a function it called", function()
    local function raise() error({}, 2) end
    raise()
  end)
end)

describe("assert with a message that is no string", function()
  it("a table", function() assert(false, {x = 1}) end)
  it("a number", function() assert(false, 42) end)
  it("a table with a __tostring", function()
    assert(false, setmetatable({}, {__tostring = function() return "told" end}))
  end)
end)

describe("error values that are no table", function()
  it("true", function() error(true) end)
  it("false", function() error(false) end)
  it("a function", function() error(function() end) end)
end)

describe("messages with a NUL", function()
  it("an assertion", function() assert.are.equal("A\0B", "A\0C") end)
  it("an error", function() error("x\0y") end)
end)

-- A __tostring that raises: busted's message handler, raising in its tostring, is called
-- again by Lua with what was raised, and words that: as it is when it has a place, else at
-- the frame that raised it.
describe("error values whose __tostring raises", function()
  local function raising(f) return setmetatable({}, {__tostring = f}) end
  it("a string with its place", function()
    error(raising(function()
      error("told at the __tostring's line")
    end))
  end)
  it("a string with no place", function()
    error(raising(function()
      error("told with no place", 0)
    end))
  end)
  it("a table", function()
    error(raising(function()
      error({why = "a table"})
    end))
  end)
  it("another such value", function()
    error(raising(function()
      error(raising(function()
        error("the inner one's")
      end))
    end))
  end)
end)

-- A chain of such values past 8 reads its end, as busted's (Transit stopped at 8 and wrote
-- the 9th out, "{\n}"); one that raises itself, busted's C stack overflow, at its line.
describe("error values whose __tostring raises, deep", function()
  local function chain(n)
    local value = "the end of the chain"
    for _ = 1, n do
      local inner = value
      value = setmetatable({}, {__tostring = function() error(inner) end})
    end
    return value
  end
  it("a chain of 20", function() error(chain(20)) end)
  it("a value raising itself", function()
    local itself
    itself = setmetatable({}, {__tostring = function() error(itself) end})
    error(itself)
  end)
end)

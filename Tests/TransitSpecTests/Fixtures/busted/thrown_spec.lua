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

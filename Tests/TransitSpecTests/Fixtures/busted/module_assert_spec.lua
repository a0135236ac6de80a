-- busted's words, luassert's `assert` among them, live in its root context's environment, which
-- a spec reads before _G; _G keeps Lua's `assert`. So a module (whose globals are _G) that
-- checks its argument with `assert(ok, msg)` raises stock's text with its place: an error of
-- the test, not a failure, and what `assert.has_error` compares without the place
-- (bakpakin/tiny-ecs's "Add Systems Multiple Times"). A load'ed chunk reads _G as a module does.
local library = load([[
  local M = {}
  function M.add(x) assert(x == nil, "already there") end
  return M
]], "=library")()

describe("a module's assert", function()
  it("is Lua's", function()
    assert.is_function(rawget(_G, "assert"))
    assert.are_not.equal(assert, rawget(_G, "assert"))
    assert.is_table(require("busted").assert)
  end)
  it("raises a text that has_error compares without its place", function()
    assert.has_error(function() library.add(1) end, "already there")
  end)
  it("raises a text with its place", function()
    local ok, e = pcall(library.add, 1)
    assert.is_false(ok)
    assert.are.equal("library:2: already there", e)
  end)
  it("uncaught, is an error of the test", function()
    library.add(1)
  end)
end)

describe("the spec's assert", function()
  it("uncaught, is a failure", function()
    assert(false, "the spec's")
  end)
end)

-- A library that reads the frame below its caller's in a debug.traceback, up to the newline
-- that ends it (Tieske/tabletrack.lua's get_trace): under busted, and lua5.4, a frame of C
-- lies under every Lua frame a script runs, so that line is always followed by another.
local function below()
  return debug.traceback():match("'below'\n%s*(.-)%s*\n")
end

local loaded = below()
local seen
describe("traceback", function()
  local declared = below()
  before_each(function() seen = below() end)

  it("reads the line below its caller in a test", function()
    assert.is_string(below())
    assert.matches("traceback_below_spec%.lua:16: in function <", below())
  end)

  it("in a before_each", function()
    assert.matches("traceback_below_spec%.lua:12: in function <", seen)
  end)

  it("in a describe body", function()
    assert.matches("traceback_below_spec%.lua:11: in function <", declared)
  end)

  it("in the file's main chunk", function()
    assert.matches("traceback_below_spec%.lua:8: in main chunk", loaded)
  end)
end)

-- Errors whose message names another place than the line that raised them: busted's -o json
-- trace is the raising frame (its getTrace), not the message's place.
local function thrower() error("deep") end

describe("raised", function()
  it("at the caller's level", function()
    local function f()
      error("level two", 2)
    end
    f()
  end)
  it("again after a pcall", function()
    local _, e = pcall(thrower)
    error(e, 0)
  end)
  it("with another file's place", function()
    error("other.lua:99: fake", 0)
  end)
  it("in a helper's assertion", function()
    local function check(x)
      assert.is_true(x)
    end
    check(false)
  end)
end)

-- PropertyAnimator:observe("isRunning", fn) from Lua: what Swift's NSKeyValueObservation does,
-- and the one place Transit parts from it (docs/animation.md, "Observing isRunning").
describe("an isRunning observation", function()
  local function animator()
    local v = View{frame = Rect(0, 0, 10, 10)}
    window:addSubview(v)
    return PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
  end

  it("goes on when the script drops it and it is collected", function()
    local a, heard = animator(), {}
    a:observe("isRunning", function(_, change)
      heard[#heard + 1] = tostring(change.oldValue) .. ">" .. tostring(change.newValue)
    end)
    collectgarbage()
    collectgarbage()
    a:startAnimation()
    clock.advance(2)
    assert.are.same({"false>true", "true>false"}, heard)
  end)

  it("ends at invalidate, and a second invalidate does nothing", function()
    local a, heard = animator(), 0
    local o = a:observe("isRunning", function() heard = heard + 1 end)
    a:startAnimation()
    o:invalidate()
    o:invalidate()
    clock.advance(2)
    assert.are.equal(1, heard)
  end)

  -- an animator observed and let go of again and again keeps none of the functions it ended
  it("lets go of the function at invalidate while the animator lives on", function()
    local a, gone = animator(), setmetatable({}, {__mode = "k"})
    local heard = {}
    local kept = a:observe("isRunning", function() heard[#heard + 1] = "kept" end)
    for i = 1, 3 do
      local f = function() heard[#heard + 1] = "ended " .. i end
      gone[f] = true
      a:observe("isRunning", f):invalidate()
    end
    collectgarbage()
    collectgarbage()
    assert.is_nil(next(gone))
    a:startAnimation()
    clock.advance(2)
    assert.are.same({"kept", "kept"}, heard)
    kept:invalidate()
  end)

  it("is not heard again once invalidated, not even later in the same notice", function()
    local a, heard = animator(), {}
    local second
    a:observe("isRunning", function(_, change)
      heard[#heard + 1] = "first " .. tostring(change.newValue)
      second:invalidate()
    end)
    second = a:observe("isRunning", function() heard[#heard + 1] = "second" end)
    a:startAnimation()
    clock.advance(2)
    assert.are.same({"first true", "first false"}, heard)
  end)

  -- arguments counted as stock luaL_argerror counts a method's: the key is #1
  it("refuses another key and a value that cannot be called, at the caller's line", function()
    local a = animator()
    local ok, err = pcall(function() a:observe("fractionComplete", function() end) end)
    assert.is_false(ok)
    assert.matches("^scripts/spec/animator_observation_spec%.lua:%d+: bad argument #1 to 'observe' %(only \"isRunning\" can be observed %(got 'fractionComplete'%)%)$", err)
    ok, err = pcall(function() a:observe("isRunning", 42) end)
    assert.is_false(ok)
    assert.matches("^scripts/spec/animator_observation_spec%.lua:%d+: bad argument #2 to 'observe' %(function expected, got number%)$", err)
  end)
end)

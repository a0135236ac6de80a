-- leaving_window_spec.lua — a view that leaves the window loses its running animations, as
-- Core Animation removes a layer's animations when its view is removed from the window: the
-- presentation is the model at once and each block completes one run-loop turn later with
-- finished = false. Moves inside the window, and views never in one, keep theirs
-- (docs/animation.md, "Leaving the window").
local transit = require "transit"

local function box(parent)
  local v = View{frame = Rect(0, 0, 10, 10)}
  if parent then parent:addSubview(v) end
  return v
end

describe("a view leaving the window", function()
  it("shows its model at once and completes unfinished once, next turn", function()
    local v = box(window)
    local calls = {}
    View.animate(1, function() v.alpha = 0; v.center = Point(105, 5) end,
                 function(finished) calls[#calls + 1] = finished end)
    clock.advance(0.5)
    v:removeFromSuperview()
    expect(v.presentation.alpha):toBe(0)
    expect(v.presentation.center):toEqual(Point(105, 5))
    expect(calls):toEqual({})
    clock.advance(0)
    expect(calls):toEqual({false})
    clock.runUntilIdle()
    expect(calls):toEqual({false})
  end)

  it("goes with an ancestor, and a block that also animates a view left in the window ends unfinished", function()
    local parent = box(window)
    local child, stays = box(parent), box(window)
    local calls = {}
    View.animate(1, function() child.alpha = 0; stays.alpha = 0 end,
                 function(finished) calls[#calls + 1] = finished end)
    clock.advance(0.25)
    parent:removeFromSuperview()
    expect(child.presentation.alpha):toBe(0)
    expect(stays.presentation.alpha > 0):toBe(true)
    clock.advance(0.5)
    expect(calls):toEqual({})
    clock.advance(0.25)
    expect(calls):toEqual({false})
  end)

  it("ends a block repeating forever", function()
    local v = box(window)
    View.animate{duration = 0.5, options = {"repeat", "autoreverse"}, animations = function() v.cornerRadius = 8 end}
    clock.advance(1.25)
    v:removeFromSuperview()
    clock.runUntilIdle()
    expect(v.presentation.cornerRadius):toBe(8)
  end)

  it("lets a block ending at that very tick complete finished", function()
    local v, trigger = box(window), box(window)
    local calls = {}
    View.animate(1, function() trigger.alpha = 0 end, function() v:removeFromSuperview() end)
    View.animate(1, function() v.alpha = 0 end, function(finished) calls[#calls + 1] = "same tick " .. tostring(finished) end)
    View.animate(2, function() v.cornerRadius = 4 end, function(finished) calls[#calls + 1] = "later " .. tostring(finished) end)
    clock.advance(1)
    expect(calls):toEqual({"later false", "same tick true"})
  end)

  it("leaves a timeline playing on the other views", function()
    local v, w = box(window), box(window)
    local tl = Timeline{defaults = {duration = 1, curve = "linear"}}
    tl:to({v, w}, {alpha = 0})
    clock.advance(0.5)
    v:removeFromSuperview()
    expect(v.presentation.alpha):toBe(0)
    expect(w.presentation.alpha):toBeCloseTo(0.5)
    clock.runUntilIdle()
    expect(tl.progress):toBe(1)
  end)
end)

describe("a view that does not leave the window", function()
  it("keeps animating when moved between superviews in the window", function()
    local left, right = box(window), box(window)
    local v = box(left)
    local calls = {}
    View.animate{duration = 1, curve = "linear", animations = function() v.alpha = 0 end,
                 completion = function(finished) calls[#calls + 1] = finished end}
    clock.advance(0.5)
    right:addSubview(v)
    clock.advance(0)
    expect(v.presentation.alpha):toBeCloseTo(0.5)
    clock.advance(0.5)
    expect(calls):toEqual({true})
  end)

  it("keeps animating when it was never in the window", function()
    local holder = View{}
    local v = box(holder)
    local calls = {}
    View.animate{duration = 1, curve = "linear", animations = function() v.alpha = 0 end,
                 completion = function(finished) calls[#calls + 1] = finished end}
    clock.advance(0.5)
    v:removeFromSuperview()
    window:addSubview(v)
    expect(v.presentation.alpha):toBeCloseTo(0.5)
    clock.advance(0.5)
    expect(calls):toEqual({true})
  end)
end)

describe("a reset", function()
  it("inside a completion runs no completion of the views it takes out of the window", function()
    local calls = {}
    local v = box(window)
    View.animate(2, function() v.alpha = 0 end, function(finished) calls[#calls + 1] = finished end)
    View.animate(0.5, function() window.alpha = 0.9 end, function() transit.reset() end)
    clock.advance(1)
    expect(calls):toEqual({})
  end)
end)

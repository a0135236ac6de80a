-- animation_end_guard_spec.lua — what a script sees around the frame on which many blocks end
-- together (issue #19), pinned before the engine ends blocks that share a timing row as one
-- unit. Expected values are UIKit's documented behaviour or docs/animation.md's rules:
-- the completion's Boolean says "whether or not the animations actually finished" (Apple,
-- UIView.animate); blocks ending at one tick complete in call order, once; after its end the
-- presentation is the model; geometry is additive (iOS 8, WWDC 2014 session 236); a view
-- animated without "allowUserInteraction" is skipped by hit testing until its animations end;
-- removeAllAnimations() and leaving the window spare a block at its very end; transit.reset()
-- drops what the old clock had pending (docs/lua-module.md). At 60 fps a 1 s block begun at
-- 0 ends on frame 60. 210 views: over 200, so the blocks share a timing row.
local transit = require "transit"

local COUNT = 210

local function startFrame(i) return Rect((i % 30) * 12, 100 + (i // 30) * 12, 10, 10) end
local function endFrame(i) return Rect((i % 30) * 12 + 1, 101 + (i // 30) * 12, 10, 10) end

-- Views 0…COUNT-1, each animated by its own call (frame, alpha, transform): i % 3 == 0 with
-- a completion logging "i finished", i % 3 == 1 with its handle kept, the others bare.
local function scene(onCompletion)
  local views, handles, log = {}, {}, {}
  for i = 0, COUNT - 1 do
    views[i] = View{frame = startFrame(i), name = "v" .. i}
    window:addSubview(views[i])
  end
  for i = 0, COUNT - 1 do
    local v = views[i]
    local completion
    if i % 3 == 0 then
      completion = function(finished)
        if onCompletion then onCompletion(i, finished) end
        log[#log + 1] = i .. " " .. tostring(finished)
      end
    end
    local h = View.animate(1, function()
      v.frame = endFrame(i)
      v.alpha = 0.5
      v.transform = Transform.scale(2, 2)
    end, completion)
    if i % 3 == 1 then handles[i] = h end
  end
  return views, handles, log
end

local function completionLog()
  local t = {}
  for i = 0, COUNT - 1, 3 do t[#t + 1] = i .. " true" end
  return t
end

local function atModel(v)
  local p = v.presentation
  return p.frame == v.frame and p.center == v.center and p.bounds == v.bounds
     and p.alpha == v.alpha and p.transform == v.transform
end

local function allAtModel(views)
  local off = {}
  for i = 0, COUNT - 1 do
    if not atModel(views[i]) then off[#off + 1] = i end
  end
  return off
end

describe("many blocks ending on one frame", function()
  it("show every view's model on the ending frame and the ten after, nothing pending", function()
    local views = scene()
    clock.step(59)
    expect(views[0].presentation.alpha > 0.5):toBe(true)
    for _ = 60, 70 do
      clock.step()
      expect(allAtModel(views)):toEqual({})
      expect(clock.pendingCount):toBe(0)
    end
    expect(views[7].center):toEqual(Point(endFrame(7).midX, endFrame(7).midY))   -- frame, then
    expect(views[7].bounds):toEqual(Rect(0, 0, 10, 10))                        -- scaled 2×
    expect(views[7].frame):toEqual(Rect(endFrame(7).x - 5, endFrame(7).y - 5, 20, 20))
    expect(views[7].alpha):toBe(0.5)
  end)

  it("run their completions once, in call order, finished; kept handles agree", function()
    local views, handles, log = scene()
    clock.step(60)
    expect(log):toEqual(completionLog())
    clock.step(10)
    expect(log):toEqual(completionLog())
    for i, h in pairs(handles) do
      expect(h.isFinished):toBe(true)
      expect(h.finished):toBe(true)
      expect(h.id):toBe(i + 1)
    end
    expect(#views):toBe(COUNT - 1)                               -- views[0] is not counted by #
  end)

  it("end alike when the handles were dropped and collected before the end", function()
    local views, handles, log = scene()
    clock.step(30)
    for k in pairs(handles) do handles[k] = nil end
    collectgarbage(); collectgarbage()
    clock.step(30)
    expect(log):toEqual(completionLog())
    expect(allAtModel(views)):toEqual({})
    collectgarbage(); collectgarbage()
    clock.step(10)
    expect(log):toEqual(completionLog())
    expect(clock.pendingCount):toBe(0)
  end)

  it("keep additive blocks retargeted mid-flight running to their own end", function()
    local views = scene()
    clock.step(30)
    local second = {}
    for i = 0, COUNT - 1, 4 do
      local v = views[i]
      second[#second + 1] = View.animate(1, function() v.center = Point(v.center.x + 40, v.center.y) end)
    end
    clock.step(30)
    for i = 0, COUNT - 1 do
      local v, p = views[i], views[i].presentation
      if i % 4 == 0 then                                         -- (old − new) · (1 − easeInOut(½))
        expect(p.center.x):toBeCloseTo(v.center.x - 20, 1e-9)
        expect(p.alpha):toBe(0.5)
      else
        expect(atModel(v)):toBe(true)
      end
    end
    expect(second[1].isFinished):toBe(false)
    clock.step(30)
    expect(allAtModel(views)):toEqual({})
    for _, h in ipairs(second) do expect(h.finished):toBe(true) end
  end)

  it("let a completion animate its own view and the one before it again", function()
    local again = {}
    local views, _, log
    views, _, log = scene(function(i)                            -- run after scene() returned
      for j = math.max(i - 1, 0), i do
        local v = views[j]
        again[j] = View.animate(0.5, function() v.alpha = 1 end)
      end
    end)
    clock.step(60)
    local n = 0
    for j, h in pairs(again) do
      n = n + 1
      expect(h.isFinished):toBe(false)
      expect(views[j].presentation.alpha):toBe(0.5)              -- from the model before the block
    end
    expect(n):toBe(2 * (COUNT // 3) - 1)
    clock.step(15)
    for j in pairs(again) do expect(views[j].presentation.alpha):toBeCloseTo(0.75, 1e-9) end
    clock.step(15)
    for _, h in pairs(again) do expect(h.finished):toBe(true) end
    expect(log):toEqual(completionLog())
    expect(allAtModel(views)):toEqual({})
  end)

  it("let views be animated again on the frame after the end", function()
    local views, _, log = scene()
    clock.step(61)
    local handles = {}
    for i = 0, COUNT - 1 do
      local v = views[i]
      handles[#handles + 1] = View.animate(1, function() v.alpha = 1; v.center = Point(v.center.x, v.center.y + 5) end)
    end
    clock.step(30)
    for i = 0, COUNT - 1 do
      local v = views[i]
      expect(v.presentation.alpha):toBeCloseTo(0.75, 1e-9)
      expect(v.presentation.center.y):toBeCloseTo(v.center.y - 2.5, 1e-9)
    end
    clock.step(30)
    for _, h in ipairs(handles) do expect(h.finished):toBe(true) end
    expect(log):toEqual(completionLog())
  end)

  it("spare the blocks at their end from removeAllAnimations in the first completion", function()
    local views, handles, log
    local first = true
    views, handles, log = scene(function()
      if not first then return end
      first = false
      for i = 0, COUNT - 1 do views[i]:removeAllAnimations() end
    end)
    clock.step(60)
    expect(log):toEqual(completionLog())
    for _, h in pairs(handles) do expect(h.finished):toBe(true) end
    for i = 0, COUNT - 1 do views[i]:removeAllAnimations() end
    clock.step(5)
    expect(log):toEqual(completionLog())
    expect(clock.pendingCount):toBe(0)
  end)

  it("cut a block begun in an ending completion on the next frame: false, once", function()
    local again, againLog = {}, {}
    local views
    views = scene(function(i)
      local v = views[i]
      again[#again + 1] = View.animate(1, function() v.alpha = 1 end,
                                       function(finished) againLog[#againLog + 1] = i .. " " .. tostring(finished) end)
    end)
    clock.step(61)
    local replacing = {}
    local n = 0
    for i = 0, COUNT - 1, 3 do
      n = n + 1
      local v = views[i]
      if n % 2 == 1 then
        v:removeAllAnimations()
      else
        local from = v.presentation.alpha
        replacing[#replacing + 1] = View.animate{duration = 1, options = "beginFromCurrentState",
                                                 animations = function() v.alpha = 0 end}
        expect(v.presentation.alpha):toBe(from)
      end
    end
    clock.step()
    local expected = {}
    for i = 0, COUNT - 1, 3 do expected[#expected + 1] = i .. " false" end
    expect(againLog):toEqual(expected)
    for _, h in ipairs(again) do expect(h.finished):toBe(false) end
    clock.step(60)
    expect(#againLog):toBe(#expected)
    for _, h in ipairs(replacing) do expect(h.finished):toBe(true) end
  end)

  it("give hit testing back on the ending frame to views animated without allowUserInteraction", function()
    local views = scene()
    local allowed = {}
    for i = 1, 30 do
      local v = View{frame = Rect((i - 1) * 12, 700, 10, 10)}
      window:addSubview(v)
      View.animate{duration = 1, options = "allowUserInteraction", animations = function() v.alpha = 0.5 end}
      allowed[i] = v
    end
    clock.step(59)
    for i = 0, COUNT - 1 do expect(View.hitTest(window, views[i].center) == views[i]):toBe(false) end
    for _, v in ipairs(allowed) do expect(View.hitTest(window, v.center) == v):toBe(true) end
    for _ = 60, 65 do
      clock.step()
      for i = 0, COUNT - 1 do
        expect(views[i].isUserInteractionEnabled):toBe(true)
        expect(View.hitTest(window, views[i].center) == views[i]):toBe(true)
      end
    end
  end)

  it("complete finished when views leave the window on the ending frame; re-added, animate anew", function()
    local views, handles, log
    local first = true
    views, handles, log = scene(function()
      if not first then return end
      first = false
      for i = 1, COUNT - 1, 2 do views[i]:removeFromSuperview() end
    end)
    clock.step(60)
    expect(log):toEqual(completionLog())
    for _, h in pairs(handles) do expect(h.finished):toBe(true) end
    clock.step()
    for i = 0, COUNT - 1, 2 do views[i]:removeFromSuperview() end
    clock.step()
    expect(log):toEqual(completionLog())
    expect(clock.pendingCount):toBe(0)
    local done = {}
    for i = 0, COUNT - 1 do
      window:addSubview(views[i])
      View.animate(1, function() views[i].alpha = 1 end, function(f) if f then done[#done + 1] = i end end)
    end
    clock.step(60)
    expect(#done):toBe(COUNT)
    expect(done[1]):toBe(0)
    expect(done[COUNT]):toBe(COUNT - 1)
    expect(allAtModel(views)):toEqual({})
  end)

  it("record one end per block and one completion per completion, in order, at 1 s", function()
    scene()
    local before = #timeline()
    clock.step(70)
    local lines = timeline()
    local got = {}
    for k = before + 1, #lines do got[#got + 1] = lines[k] end
    local expected = {}
    for i = 0, COUNT - 1 do
      expected[#expected + 1] = "1.000000 end #" .. (i + 1) .. " finished=true"
      if i % 3 == 0 then expected[#expected + 1] = "1.000000 completion #" .. (i + 1) .. " finished=true" end
    end
    expect(got):toEqual(expected)
  end)
end)

describe("a reset around the ending frame", function()
  it("after the end: the old handles are errors, the new engine animates from 0", function()
    local _, handles = scene()
    clock.step(61)
    transit.reset()
    expect(clock.now):toBe(0)
    expect(clock.pendingCount):toBe(0)
    local ok, err = pcall(function() return handles[1].finished end)
    expect(ok):toBe(false)
    expect(tostring(err)):toMatch("engine that was reset")
    local views, _, log = scene()
    clock.step(60)
    expect(log):toEqual(completionLog())
    expect(allAtModel(views)):toEqual({})
  end)

  it("inside a completion of the ending frame: the completions after it never run", function()
    local log = select(3, scene(function(i) if i == 30 then transit.reset() end end))
    clock.step(60)
    expect(log):toEqual({"0 true", "3 true", "6 true", "9 true", "12 true", "15 true", "18 true",
                         "21 true", "24 true", "27 true", "30 true"})
    expect(clock.now):toBe(0)
    expect(clock.pendingCount):toBe(0)
  end)
end)

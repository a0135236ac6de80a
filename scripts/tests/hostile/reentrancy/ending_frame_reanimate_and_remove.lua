-- attack: 2,000 blocks ending on one frame; half the views animated again from their completions, views removed in those completions (their own and the next, whose block waits at that tick) and on later frames, then re-added and animated; handles dropped and collected mid-flight; invariants checked every frame
-- expect: ok "^invariants held: 2000 completions, 1000 again, \d+ cut, 2000 re-added$"
-- args: --time 10 --memory 128 --instructions 0 --quiet
-- The rules (docs/animation.md): each completion runs once, finished, in call order; a block
-- at its very end is spared by a removal (finished); a removed view's running block
-- completes false, once, one turn later; a view not animating shows its model.
local N = 2000
local views, calls, again, order = {}, {}, {}, {}
local cutExpected, broken = {}, 0

local function fail(msg)
  broken = broken + 1
  if broken <= 5 then print("BROKEN " .. msg) end
end

local function atModel(v)
  local p = v.presentation
  return p.frame == v.frame and p.alpha == v.alpha and p.transform == v.transform
end

for i = 1, N do
  views[i] = View{frame = Rect((i - 1) % 40 * 9, 100 + (i - 1) // 40 * 9, 8, 8)}
  window:addSubview(views[i])
end

local handles = {}
for i = 1, N do
  local v = views[i]
  handles[i] = View.animate(1, function()
    v.alpha = 0.5
    v.center = Point(v.center.x + 3, v.center.y)
    v.transform = Transform.scale(1.5, 1.5)
  end, function(finished)
    calls[i] = (calls[i] or 0) + 1
    order[#order + 1] = i
    if not finished then fail("block " .. i .. " ended unfinished") end
    if i % 2 == 0 then again[i] = View.animate(0.5, function() v.alpha = 1 end) end
    if i % 7 == 0 then
      if again[i] then cutExpected[i] = true end
      v:removeFromSuperview()
      if i < N then views[i + 1]:removeFromSuperview() end   -- its block waits at this tick
    end
  end)
  if i % 3 == 0 then handles[i] = nil end
end

-- Every view on the frames around the end, every 50th on the others (a debug build reads
-- 2,000 presentations in about a tenth of a second).
local function check(frame)
  local stride = (frame >= 59 and frame <= 63 or frame == 90 or frame == 100) and 1 or 50
  for i = 1, N, stride do
    local v, c = views[i], calls[i] or 0
    if frame < 60 and c ~= 0 then fail("completion " .. i .. " before the end, frame " .. frame) end
    if frame >= 60 and c ~= 1 then fail("completion " .. i .. " ran " .. c .. " times") end
    local a = again[i]
    if frame >= 60 and not (a and not a.isFinished) and not atModel(v) then
      fail("view " .. i .. " off its model on frame " .. frame)
    end
    local alpha = v.presentation.alpha
    if alpha < 0.5 or alpha > 1 then fail("view " .. i .. " alpha " .. alpha .. " on frame " .. frame) end
  end
end

for frame = 1, 100 do
  clock.step()
  if frame == 30 then collectgarbage(); collectgarbage() end
  if frame == 62 then
    for i = 11, N, 11 do
      local a = again[i]
      if a and not a.isFinished and views[i].window then cutExpected[i] = true end
      views[i]:removeFromSuperview()
    end
  end
  check(frame)
end

for k = 1, N do
  if order[k] ~= k then fail("completion " .. k .. " ran as " .. tostring(order[k])) break end
end

local cut = 0
for i, a in pairs(again) do
  if not a.isFinished then fail("again " .. i .. " never completed") end
  if a.finished ~= not cutExpected[i] then fail("again " .. i .. " finished " .. tostring(a.finished)) end
  if cutExpected[i] then cut = cut + 1 end
end
if clock.pendingCount ~= 0 then fail("pending " .. clock.pendingCount) end

local readded = 0
local done = 0
for i = 1, N do
  local v = views[i]
  if not v.window then window:addSubview(v) end
  readded = readded + 1
  View.animate(0.25, function() v.alpha = 0.75 end, function(f) if f then done = done + 1 end end)
end
clock.step(15)
if done ~= N then fail("re-added blocks finished " .. done) end
for i = 1, N do
  if not atModel(views[i]) then fail("re-added view " .. i .. " off its model") break end
end

local againCount = 0
for _ in pairs(again) do againCount = againCount + 1 end
local total = 0
for i = 1, N do total = total + (calls[i] or 0) end
if broken == 0 then
  print(string.format("invariants held: %d completions, %d again, %d cut, %d re-added", total, againCount, cut, readded))
else
  print("BROKEN " .. broken)
end

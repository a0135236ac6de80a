-- The actions `transit fuzz` schedules over a transition's scene, and the checks at rest
-- (docs/motion.md, "Fuzzing"). The same text runs in the fuzzer and in the spec it prints
-- for a failing schedule, so the reproduction is the run itself.
-- luacheck: globals window device ViewController PercentDrivenInteractiveTransition View Rect EdgeInsets Point
local fuzz = {problems = {}, interactions = {}}
local floor, pcall, type, tostring = math.floor, pcall, type, tostring
local format, concat = string.format, table.concat

-- the controller on top of the window's presentation chain
local function top()
  local c = window.rootViewController
  while c and c.presentedViewController do c = c.presentedViewController end
  return c
end

-- NaN anywhere in what the screen shows is a violation, mid-flight or at rest
local function nanIn(v)
  local p = v.presentation
  local f, t = p.frame, p.transform
  for _, n in ipairs{f.x, f.y, f.width, f.height, p.alpha, t.a, t.b, t.c, t.d, t.tx, t.ty} do
    if n ~= n then return true end
  end
  return false
end

-- every view of the window and of the controllers in the presentation chain (a covered
-- presenter's view is out of the window but still the engine's)
local function views()
  local list, seen = {}, {}
  local function walk(v)
    if seen[v] then return end
    seen[v] = true
    list[#list + 1] = v
    for _, s in ipairs(v.subviews) do walk(s) end
  end
  walk(window)
  local c = window.rootViewController
  while c do
    walk(c.view)
    c = c.presentedViewController
  end
  return list
end

local function checkNaN(when)
  for _, v in ipairs(views()) do
    if nanIn(v) then fuzz.problems[#fuzz.problems + 1] = format("NaN in %s's presentation %s", tostring(v), when) end
  end
end

local orientations = {"portrait", "landscapeLeft", "landscapeRight"}

-- a dismissal driven by a finger: the top controller's delegate answers with an interaction
local function interactiveDismiss(c)
  local delegate = c.transitioningDelegate
  if type(delegate) ~= "table" then return c:dismiss(true) end
  local interaction = PercentDrivenInteractiveTransition()
  fuzz.interaction = interaction
  fuzz.interactions[#fuzz.interactions + 1] = interaction
  delegate.interactionControllerForDismissal = function() return interaction end
  c:dismiss(true)
end

-- the grids among the views (a collection view answers numberOfItems)
local function grids()
  local list = {}
  for _, v in ipairs(views()) do
    if v.numberOfItems ~= nil then list[#list + 1] = v end
  end
  return list
end

-- one change to a grid's flow layout or bounds, `y` (in [0, 1)) its amount: its width (with
-- the layout pass, inside an animation or not), its spacings, its section inset, a mask that
-- makes a later rotation resize it, a scroll
local gridChanges = {
  function(g, y)
    local f = g.frame
    local resize = function() g.frame = Rect(f.x, f.y, 60 + y * 900, f.height); g:layoutIfNeeded() end
    if y < 0.5 then View.animate(0.3, resize) else resize() end
  end,
  function(g, y) g.minimumInteritemSpacing = y * 60 end,
  function(g, y) g.minimumLineSpacing = y * 60 end,
  function(g, y) g.sectionInset = EdgeInsets(y * 40, y * 90, y * 20, y * 50) end,
  function(g) g.autoresizingMask = {"flexibleWidth", "flexibleHeight"} end,
  function(g, y) g.contentOffset = Point(0, y * 600) end,
}

local actions = {
  rotate = function(x) device.orientation = orientations[1 + floor(x * 3) % 3] end,
  grid = function(x)
    local k = floor(x * #gridChanges)
    for _, g in ipairs(grids()) do gridChanges[k + 1](g, x * #gridChanges - k) end
  end,
  dismiss = function(x)
    local c = top()
    if c == window.rootViewController then return end
    if x < 0.5 then c:dismiss(x < 0.35) else interactiveDismiss(c) end
  end,
  present = function(x)
    local c = top()
    if c then c:present(ViewController{name = "fuzz"}, x < 0.7) end
  end,
  pause = function() local i = fuzz.interaction; if i then i:pause() end end,
  seek = function(x) local i = fuzz.interaction; if i then i:update(x) end end,
  reverse = function(x) local i = fuzz.interaction; if i then i:update(i.percentComplete - x / 2) end end,
  cancel = function() local i = fuzz.interaction; if i then i:cancel() end end,
  finish = function() local i = fuzz.interaction; if i then i:finish() end end,
  -- the finger lifts at the end of a schedule: a held interaction would wait forever (a
  -- refused dismissal's interaction may still drive the next dismissal: all of them lift)
  release = function(x)
    for _, i in ipairs(fuzz.interactions) do
      if x < 0.5 then pcall(i.finish, i) else pcall(i.cancel, i) end
    end
  end,
}

-- an action at the current time; its own error (a refusal such as "pause after cancel") is
-- UIKit's answer, not a violation
function fuzz.act(name, x)
  checkNaN("before " .. name)
  pcall(actions[name], x)
  checkNaN("after " .. name)
end

-- At rest: no NaN; every presentation equal to its model; every animation begun ended once,
-- its completion called at most once; every transition begun ended once. `lines` is the
-- timeline, one event a line.
function fuzz.check(lines)
  checkNaN("at rest")
  for _, v in ipairs(views()) do
    local p = v.presentation
    local m, f = v.frame, p.frame
    if m.x ~= f.x or m.y ~= f.y or m.width ~= f.width or m.height ~= f.height or p.alpha ~= v.alpha then
      fuzz.problems[#fuzz.problems + 1] = format("%s at rest shows %s alpha %s, its model is %s alpha %s",
        tostring(v), tostring(f), tostring(p.alpha), tostring(m), tostring(v.alpha))
    end
  end
  local began, ended, completions, transitions, endings = {}, {}, {}, {}, {}
  for line in lines:gmatch("[^\n]+") do
    local id = line:match("^%S+ begin #(%d+)")
    if id then began[#began + 1] = id end
    id = line:match("^%S+ end #(%d+) ")
    if id then ended[id] = (ended[id] or 0) + 1 end
    id = line:match("^%S+ completion #(%d+) ")
    if id then completions[id] = (completions[id] or 0) + 1 end
    id = line:match("^%S+ %a+ #(%d+) .* animated=")
    if id then transitions[#transitions + 1] = id end
    id = line:match("^%S+ %a+ #(%d+) completed$") or line:match("^%S+ %a+ #(%d+) cancelled$")
    if id then endings[id] = (endings[id] or 0) + 1 end
  end
  for _, id in ipairs(began) do
    if ended[id] ~= 1 then fuzz.problems[#fuzz.problems + 1] = format("animation #%s ended %d times", id, ended[id] or 0) end
    if (completions[id] or 0) > 1 then
      fuzz.problems[#fuzz.problems + 1] = format("animation #%s: completion called %d times", id, completions[id])
    end
  end
  for _, id in ipairs(transitions) do
    if endings[id] ~= 1 then fuzz.problems[#fuzz.problems + 1] = format("transition #%s ended %d times", id, endings[id] or 0) end
  end
  return concat(fuzz.problems, "\n")
end

return fuzz

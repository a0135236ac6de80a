-- transit.reset() inside callbacks the engine is running: each old engine's call finishes
-- on it, nothing crashes, and every object of an old engine is retired at the next reset
local transit = require "transit"
local function try(name, f)
  local ok, e = pcall(f)
  print(name, ok, ok and "" or (tostring(e):gsub("^[^:]*:%d+: ", "")))
end

try("completion", function()
  local tl = Timeline{}
  tl:to(window, {alpha = 0.5, duration = 1})
  View.animate(0.1, function() window.alpha = 0.9 end, function() transit.reset() end)
  clock.advance(2)
  print("", "now", clock.now)
end)
try("timeline call", function()
  local tl = Timeline{}
  tl:call(function() transit.reset() end, 0.1)
  clock.advance(1)
end)
try("present completion", function()
  local root = ViewController{}
  window.rootViewController = root
  transit.settle()
  root:present(ViewController{}, true, function() transit.reset() end)
  clock.advance(2)
end)
try("tap action", function()
  local v = View{frame = Rect(0, 0, 100, 100)}
  window:addSubview(v)
  v:addGestureRecognizer(TapGestureRecognizer(function() transit.reset() end))
  window:tap(10, 10)
end)
local late
try("viewDidLoad, twice", function()
  local vc = ViewController{viewDidLoad = function() transit.reset(); transit.reset() end}
  late = vc.view                  -- loaded by the old engine, handed out after its reset
  print("", "late view", late ~= nil)
end)
try("task", function()
  task(function() wait(0.1); transit.reset() end)
  clock.advance(1)
end)
transit.reset()                   -- at the top level: what the callbacks' resets kept goes
try("late view after", function() late.alpha = 0.5 end)
print("done", clock.now, #window.subviews)

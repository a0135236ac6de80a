-- segues.lua — plain asserts on seed 003's ports (transitions/slide_segue.lua and
-- transitions/throw_unwind.lua) in the article's blue/green/yellow storyboard: frames at 0,
-- ¼, ½, ¾ and the end against UIKit's arithmetic, the thrown view's bounding box, which
-- controller is presented and which views are in the window after each step, and the order
-- of the life-cycle calls. Run by TransitLuaTests in a fresh stage (iPhone 15, 60 fps).
local SlideSegue = require "transitions.slide_segue"
local ThrowUnwind = require "transitions.throw_unwind"

local W, H = screen.bounds.width, screen.bounds.height
assert(W == 393 and H == 852)

local function near(a, b, tol) return math.abs(a - b) <= (tol or 1e-9) end
local function expectRect(what, r, x, y, w, h, tol)
  assert(near(r.x, x, tol) and near(r.y, y, tol) and near(r.width, w, tol) and near(r.height, h, tol),
    ("%s: got %s, expected Rect(%.9g, %.9g, %.9g, %.9g)"):format(what, tostring(r), x, y, w, h))
end
local function expectSame(what, got, expected)
  assert(#got == #expected, ("%s: %d entries, expected %d:\n  %s"):format(what, #got, #expected, table.concat(got, "\n  ")))
  for i = 1, #expected do
    assert(got[i] == expected[i], ("%s[%d]: got %s, expected %s"):format(what, i, tostring(got[i]), tostring(expected[i])))
  end
end

-- UIKit's easeInOut, computed here independently of the engine: the cubic Bézier
-- (0, 0) (0.42, 0) (0.58, 1) (1, 1), solved for the parameter at time t by bisection.
local function bezier(p1, p2, s) return 3 * (1 - s) ^ 2 * s * p1 + 3 * (1 - s) * s ^ 2 * p2 + s ^ 3 end
local function easeInOut(t)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local mid = (lo + hi) / 2
    if bezier(0.42, 0.58, mid) < t then lo = mid else hi = mid end
  end
  return bezier(0, 1, (lo + hi) / 2)
end
assert(near(easeInOut(0.25), 0.1291619310473198, 1e-12) and near(easeInOut(0.5), 0.5, 1e-12))

-- the storyboard, with every life-cycle call logged
local log, segues = {}, {}
local colors = {blue = Color.blue, green = Color.green, yellow = Color.yellow}
local function scene(name)
  local function note(what) return function() log[#log + 1] = name .. "." .. what end end
  return ViewController{
    viewDidLoad = function(self)
      self.view.name = name
      self.view.backgroundColor = colors[name]
      log[#log + 1] = name .. ".viewDidLoad"
    end,
    viewWillAppear = note("viewWillAppear"), viewDidAppear = note("viewDidAppear"),
    viewWillDisappear = note("viewWillDisappear"), viewDidDisappear = note("viewDidDisappear"),
    prepareForSegue = function(self, segue, sender)
      segues[#segues + 1] = segue
      log[#log + 1] = ("%s.prepareForSegue %s sender=%s"):format(name, segue.identifier, tostring(sender))
    end,
  }
end
for name in pairs(colors) do storyboard.scene(name, function() return scene(name) end) end
storyboard.segue{from = "blue", to = "green", identifier = "GreenSegue", class = SlideSegue}
storyboard.segue{from = "blue", to = "yellow", identifier = "YellowSegue", class = SlideSegue}
storyboard.unwind{from = "green", to = "blue", identifier = "unwindToBlue", class = ThrowUnwind}
storyboard.unwind{from = "yellow", to = "blue", identifier = "unwindToBlue", class = ThrowUnwind}

local function takeLog() local l = log; log = {}; return l end
local function windowViews()
  local names = {}
  for i, v in ipairs(window.subviews) do names[i] = v.name end
  return names
end

-- the root
local blue = storyboard.instantiate("blue")
assert(tostring(blue) == 'ViewController "blue"' and not blue.isViewLoaded)
window.rootViewController = blue
assert(window.rootViewController == blue)
expectSame("root", takeLog(), {"blue.viewDidLoad", "blue.viewWillAppear", "blue.viewDidAppear"})
expectSame("window", windowViews(), {"blue"})
expectRect("blue", blue.view.frame, 0, 0, W, H)

-- One slide-in segue: the destination view starts at `from`, slides over 1.5 s, then the
-- destination is presented (the animation's completion presents: end → completion → present).
local function slideIn(identifier, destination, fromX, fromY)
  local start = clock.now
  blue:performSegue(identifier, "button")
  local segue = segues[#segues]
  assert(segue.identifier == identifier and segue.source == blue and segue.perform == SlideSegue.perform)
  local dest = segue.destination
  assert(tostring(dest) == ('ViewController "%s"'):format(destination))
  expectSame(identifier .. " prepared", takeLog(),
    {("blue.prepareForSegue %s sender=button"):format(identifier), destination .. ".viewDidLoad"})
  -- in flight: a subview of the source view, not presented yet
  assert(dest.view.superview == blue.view and blue.presentedViewController == nil)
  expectRect(identifier .. " model", dest.view.frame, 0, 0, W, H)
  for quarter = 0, 3 do
    local e = easeInOut(quarter / 4)
    expectRect(("%s at %d/4"):format(identifier, quarter), dest.view.presentation.frame,
      fromX * (1 - e), fromY * (1 - e), W, H, 1e-6)
    clock.advance(0.375)
  end
  -- the end: at exactly 1.5 s the animation ends, its completion presents
  assert(clock.now == start + 1.5)
  expectRect(identifier .. " at the end", dest.view.presentation.frame, 0, 0, W, H)
  assert(blue.presentedViewController == dest and dest.presentingViewController == blue)
  assert(not dest.isBeingPresented and blue.view.window == nil)
  expectSame(identifier .. " presented", takeLog(), {"blue.viewWillDisappear", destination .. ".viewWillAppear",
    destination .. ".viewDidAppear", "blue.viewDidDisappear"})
  expectSame("window after " .. identifier, windowViews(), {destination})
  return dest
end

-- The unwind: the blue view and a third view of the source's colour go onto the source
-- view; the third is thrown to (W, H, W, H) while rotating by π over 1 s; then the source
-- is dismissed and blue's view is back in the window.
local function throwAway(source, name)
  local start = clock.now
  source:performSegue("unwindToBlue")
  local segue = segues[#segues]
  assert(segue.source == source and segue.destination == blue and segue.identifier == "unwindToBlue")
  assert(segue.perform == ThrowUnwind.perform)
  expectSame("unwind prepared", takeLog(), {name .. ".prepareForSegue unwindToBlue sender=nil"})
  local subviews = source.view.subviews
  assert(#subviews == 2 and subviews[1] == blue.view)
  local third = subviews[2]
  assert(third.backgroundColor == colors[name])
  for quarter = 0, 3 do
    -- the bounding box of the W×H bounds rotated by π·e about a centre moving from
    -- (W/2, H/2) to (3W/2, 3H/2)
    local e = easeInOut(quarter / 4)
    local angle = math.pi * e
    local cx, cy = W / 2 + W * e, H / 2 + H * e
    local bw = W * math.abs(math.cos(angle)) + H * math.abs(math.sin(angle))
    local bh = W * math.abs(math.sin(angle)) + H * math.abs(math.cos(angle))
    expectRect(("thrown at %d/4"):format(quarter), third.presentation.frame, cx - bw / 2, cy - bh / 2, bw, bh, 1e-6)
    clock.advance(0.25)
  end
  assert(clock.now == start + 1)
  expectRect("thrown at the end", third.presentation.frame, W, H, W, H, 1e-9)
  local t = third.presentation.transform
  assert(near(t.a, -1) and near(t.b, 0) and near(t.c, 0) and near(t.d, -1))
  -- dismissed: blue is presented again in the window, the source is gone from it
  assert(blue.presentedViewController == nil and source.presentingViewController == nil)
  assert(blue.view.superview == window and source.view.window == nil)
  expectRect("blue after the unwind", blue.view.frame, 0, 0, W, H)
  expectSame("window after unwinding " .. name, windowViews(), {"blue"})
  expectSame("unwound", takeLog(), {name .. ".viewWillDisappear", "blue.viewWillAppear",
    "blue.viewDidAppear", name .. ".viewDidDisappear"})
end

local green = slideIn("GreenSegue", "green", 0, -H)        -- from above
throwAway(green, "green")
local yellow = slideIn("YellowSegue", "yellow", -W, 0)     -- from the left
assert(yellow ~= green)                                     -- a new controller per segue
throwAway(yellow, "yellow")
clock.runUntilIdle()
assert(clock.now == 5)
print("segues.lua: ok")

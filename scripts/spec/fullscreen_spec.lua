-- fullscreen_spec.lua — seed 000's inline ⇄ fullscreen player (transitions/fullscreen.lua)
-- on an iPhone 15: the target's rect on screen before, at ¼, ½, ¾ and after each of the four
-- phases (fade to black, grow in landscape, shrink in portrait, fade to clear) against
-- UIKit's easeInOut; the background's alpha; the interface after each forced rotation; the
-- round trip's end state. The fullscreen view sits at the window's origin throughout (its
-- frame's origin stays (0, 0) while it rotates), so the target's presentation frame in it is
-- its rect on screen. Issue 9: the task-style port (transitions/fullscreen_tasks.lua) draws
-- the same frames and records the same timeline, completions included.
local FullScreen = require "transitions.fullscreen"
local FullScreenTasks = require "transitions.fullscreen_tasks"

local UIKit = require "spec.support.uikit"   -- UIKit's arithmetic, computed independently
local easeInOut, blend = UIKit.easeInOut, UIKit.blend

describe("seed 000's fullscreen player", function()
  local inline, holder, player, fullscreen
  local W = 393
  local inlineRect = Rect(0, 100, W, W * 9 / 16)          -- the holder's place: the player's on screen
  local filled = Rect(0, 0, 852, 393)                      -- the landscape window

  local function advanceTo(t) clock.advance(t - clock.now) end
  local function onScreen() return player.presentation.frame end
  local function backgroundAlpha() return fullscreen.view.presentation.backgroundColor.a end

  before_each(function()
    inline = ViewController{
      name = "inline",
      shouldAutorotate = false,
      supportedInterfaceOrientations = "portrait",
      openFullScreen = FullScreen.openFullScreen,
      viewDidLoad = function(self)
        holder = View{name = "holder", frame = inlineRect}
        player = View{name = "player", frame = Rect(0, 0, W, W * 9 / 16)}
        holder:addSubview(player)
        self.view:addSubview(holder)
        self.targetView = player
      end,
    }
    window.rootViewController = inline
  end)

  local function open(module)
    if module then inline.openFullScreen = module.openFullScreen end
    inline:openFullScreen()
    clock.advance(0)                                       -- the presentation's completion, one turn later
    fullscreen = inline.presentedViewController
  end

  it("refuses to rotate the portrait-only inline screen", function()
    device.orientation = "landscapeRight"
    expect(window.interfaceOrientation):toBe("portrait")
    expect(window.bounds):toEqual(Rect(0, 0, 393, 852))
  end)

  it("takes the player at the same place, then fades to black over 0.5 s", function()
    open()
    expect(player.superview):toBe(fullscreen.view)
    expect(player.frame):toEqual(inlineRect)
    for _, f in ipairs{0.25, 0.5, 0.75} do
      advanceTo(0.5 * f)
      expect(onScreen()):toEqual(inlineRect)
      expect(backgroundAlpha()):toBeCloseTo(easeInOut(f), 1e-6)
    end
    expect(window.interfaceOrientation):toBe("portrait")
    clock.runUntilIdle()
  end)

  it("forces landscapeRight and grows the player to fill over 0.5 s", function()
    open()
    advanceTo(0.5)
    expect(backgroundAlpha()):toBe(1)
    expect(window.interfaceOrientation):toBe("landscapeRight")
    expect(device.orientation):toBe("landscapeRight")
    expect(window.bounds):toEqual(filled)
    expect(fullscreen.view.frame):toEqual(filled)
    for _, f in ipairs{0.25, 0.5, 0.75} do
      advanceTo(0.5 + 0.5 * f)
      expect(onScreen()):toBeCloseTo(blend(inlineRect, filled, easeInOut(f)), 1e-6)
    end
    advanceTo(1.0)
    expect(onScreen()):toEqual(filled)
    expect(player.frame):toEqual(filled)
  end)

  it("rotates the window over 0.4 s, eased", function()
    open()
    advanceTo(0.5 + 0.2)
    local e = easeInOut(0.5)
    expect(window.presentation.bounds):toBeCloseTo(Rect(0, 0, 393 + (852 - 393) * e, 852 + (393 - 852) * e), 1e-6)
    advanceTo(0.9)
    expect(window.presentation.bounds):toEqual(filled)
    clock.runUntilIdle()
  end)

  it("goes back: portrait, shrinks to the saved rect, fades to clear, re-parents and dismisses", function()
    open()
    advanceTo(1.5)
    fullscreen:animateToInline()
    expect(window.interfaceOrientation):toBe("portrait")
    expect(window.bounds):toEqual(Rect(0, 0, 393, 852))
    for _, f in ipairs{0.25, 0.5, 0.75} do
      advanceTo(1.5 + 0.5 * f)
      expect(onScreen()):toBeCloseTo(blend(filled, inlineRect, easeInOut(f)), 1e-6)
      expect(backgroundAlpha()):toBe(1)
    end
    advanceTo(2.0)
    expect(onScreen()):toEqual(inlineRect)
    for _, f in ipairs{0.25, 0.5, 0.75} do
      advanceTo(2.0 + 0.5 * f)
      expect(backgroundAlpha()):toBeCloseTo(1 - easeInOut(f), 1e-6)
      expect(onScreen()):toEqual(inlineRect)
    end
    clock.runUntilIdle()
    expect(player.superview):toBe(holder)
    expect(player.frame):toEqual(Rect(0, 0, W, W * 9 / 16))
    expect(inline.presentedViewController):toBe(nil)
    expect(inline.view.frame):toEqual(Rect(0, 0, 393, 852))
    expect(clock.now):toBe(2.5)
  end)

  it("names the line of an unknown orientation", function()
    expect(function() device.orientation = "sideways" end)
      :toThrow("fullscreen_spec.lua:122: unknown orientation 'sideways' for device.orientation (known: portrait, portraitUpsideDown, landscapeLeft, landscapeRight)")
  end)

  it("names a mask that allows nothing", function()
    inline.supportedInterfaceOrientations = {}
    expect(function() device.orientation = "landscapeLeft" end)
      :toThrow("fullscreen_spec.lua:128: supportedInterfaceOrientations of <ViewController: inline> allows no orientation")
  end)

  -- Issue 9: the task-style port (transitions/fullscreen_tasks.lua) draws the same frames and
  -- records the same timeline, event for event — an awaited animation's completion is the
  -- task's code after await, recorded as a completion; only the origins name the other file.
  local function run(module)
    open(module)
    local frames = {}
    while clock.now < 1.5 do
      clock.step()
      frames[#frames + 1] = ("%s %s %s"):format(onScreen(), backgroundAlpha(), window.interfaceOrientation)
    end
    fullscreen:animateToInline()
    clock.runUntilIdle()
    local events = {}
    for _, line in ipairs(timeline()) do events[#events + 1] = (line:gsub(" at %S+:%d+$", "")) end
    return frames, events, player.superview, clock.now
  end

  -- The two ports are compared by whichever test runs second (tests may run in any order:
  -- `transit test --shuffle`), so neither test depends on the other having run first.
  local runs = {}
  local function compare(mine, other)
    local theirs = runs[other]
    if theirs == nil then return end
    expect(mine.frames):toEqual(theirs.frames)
    expect(mine.events):toEqual(theirs.events)
    expect(mine.ended):toBe(theirs.ended)
  end

  it("runs the callback port frame by frame", function()
    local frames, events, home, ended = run(FullScreen)
    expect(home):toBe(holder)
    expect(#frames):toBe(90)
    expect(#events):toBe(21)
    expect(events[5]):toBe("0.500000 completion #1 finished=true")
    runs.callbacks = {frames = frames, events = events, ended = ended}
    compare(runs.callbacks, "tasks")
  end)

  it("reads the same written with tasks", function()
    local frames, events, home, ended = run(FullScreenTasks)
    expect(#frames):toBe(90)
    expect(#events):toBe(21)
    expect(events[5]):toBe("0.500000 completion #1 finished=true")
    expect(home):toBe(holder)
    runs.tasks = {frames = frames, events = events, ended = ended}
    compare(runs.tasks, "callbacks")
  end)

  -- seeds104, an outside check at instants the quarters above miss: python3 from the article's
  -- Swift alone — four 0.5 s phases chained in completions from t = 0 (the non-animated
  -- present's completion a turn later, at the same time), UIKit's default curve
  -- cubic-bezier(0.42, 0, 0.58, 1) solved by bisection: e(0.1) = 0.019722453548311196,
  -- e(0.7) = 0.8126040932946872. The background's alpha is e, then 1 − e (clear is black at
  -- alpha 0); the player blends (0, 100, 393, 393·9/16) ⇄ (0, 0, 852, 393) by e.
  it("matches python's frames and alphas a tenth and seven tenths into each phase", function()
    open()
    advanceTo(0.05)
    expect(backgroundAlpha()):toBeCloseTo(0.019722453548311196, 1e-9)
    expect(onScreen()):toEqual(inlineRect)
    advanceTo(0.35)
    expect(backgroundAlpha()):toBeCloseTo(0.8126040932946872, 1e-9)
    advanceTo(0.55)
    expect(onScreen()):toBeCloseTo(Rect(0, 98.02775464516888, 402.05260617867486, 224.45352935696275), 1e-9)
    advanceTo(0.85)
    expect(onScreen()):toBeCloseTo(Rect(0, 18.739590670531285, 765.9852788222614, 360.7796162908553), 1e-9)
    advanceTo(1.5)
    fullscreen:animateToInline()
    advanceTo(1.55)
    expect(onScreen()):toBeCloseTo(Rect(0, 1.9722453548311196, 842.9473938213251, 389.60897064303725), 1e-9)
    advanceTo(1.85)
    expect(onScreen()):toBeCloseTo(Rect(0, 81.26040932946871, 479.0147211777386, 253.28288370914473), 1e-9)
    advanceTo(2.05)
    expect(backgroundAlpha()):toBeCloseTo(1 - 0.019722453548311196, 1e-9)
    advanceTo(2.35)
    expect(backgroundAlpha()):toBeCloseTo(1 - 0.8126040932946872, 1e-9)
    expect(onScreen()):toEqual(inlineRect)
  end)
end)

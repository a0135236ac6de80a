-- bubble_spec.lua — the BubbleTransition port (scripts/examples/outside/bubble_transition.lua)
-- on the demo's iPhone SE (375 × 667), its button's centre (187.5, 617) the starting point.
-- The numbers come from UIKit's rules, computed here:
--   * UIView.animate(withDuration:) runs on ease-in-ease-out, the cubic Bézier
--     (0.42, 0, 0.58, 1): at time t of 0.5 s the eased progress is e = easeInOut(t / 0.5);
--   * a transform animates by decomposition: scale 0.001 → 1 is 0.001 + 0.999·e at e;
--   * a view's frame is its bounds scaled about its centre, placed at the centre;
--   * frameForBubble: twice the distance from the start to the farthest corner of the
--     presented view, sqrt(max(187.5, 375 − 187.5)² + max(617, 667 − 617)²) · 2 ≈ 1289.72.
-- A custom presentation leaves the presenter's view in place and the presented view full
-- screen (the container's bounds), so its original centre is (187.5, 333.5).
local Bubble = require "examples.outside.bubble_transition"
local UIKit = require "spec.support.uikit"

describe("BubbleTransition, ported", function()
  local W, H, T = 375, 667, 0.5
  local start = Point(187.5, 617)
  local offset = math.sqrt(187.5 ^ 2 + 617 ^ 2) * 2
  local red = Color(0.67, 0.235, 0.25)
  local first, modal, transition

  local function advanceTo(t) clock.advance(t - clock.now) end

  -- a box of the size w × h scaled by s about a centre c
  local function scaled(c, w, h, s) return Rect(c.x - w * s / 2, c.y - h * s / 2, w * s, h * s) end

  local function near(a, b)
    for _, k in ipairs{"x", "y", "width", "height"} do
      if math.abs(a[k] - b[k]) > 1e-9 then return false end
    end
    return true
  end

  before_each(function()
    device.profile = "iPhone SE"
    transition = Bubble.BubbleTransition.new()
    first = ViewController{name = "first"}
    modal = ViewController{name = "modal", modalPresentationStyle = "custom",
                           viewDidLoad = function(self) self.view.name = "modal" end}
    modal.transitioningDelegate = {
      animationControllerForPresented = function()
        transition.transitionMode = "present"
        transition.startingPoint = start
        transition.bubbleColor = red
        return transition
      end,
      animationControllerForDismissed = function()
        transition.transitionMode = "dismiss"
        transition.startingPoint = start
        transition.bubbleColor = red
        return transition
      end,
    }
    window.rootViewController = first
  end)

  it("sizes the bubble to reach the farthest corner", function()
    expect(transition:frameForBubble(Point(187.5, 333.5), Size(W, H), start)):toEqual(Rect(0, 0, offset, offset))
    -- a start in the middle: the corners are all 0.5·√(W² + H²) away
    local mid = transition:frameForBubble(Point(187.5, 333.5), Size(W, H), Point(W / 2, H / 2))
    assert.is_true(math.abs(mid.width - math.sqrt(W ^ 2 + H ^ 2)) < 1e-9)
  end)

  it("grows the bubble and the presented view out of the button", function()
    first:present(modal, true)
    local bubble = transition.bubble
    expect(bubble.superview):toBe(modal.view.superview)            -- both in the container
    expect(bubble.cornerRadius):toBe(offset / 2)
    expect(bubble.backgroundColor):toEqual(red)
    for _, t in ipairs{T / 4, T / 2, 3 * T / 4} do
      advanceTo(t)
      local e = UIKit.easeInOut(t / T)
      local s = 0.001 + 0.999 * e
      local centre = Point(start.x + (187.5 - start.x) * e, start.y + (333.5 - start.y) * e)
      assert.is_true(near(bubble.presentation.frame, scaled(start, offset, offset, s)), tostring(bubble.presentation.frame))
      assert.is_true(near(modal.view.presentation.frame, scaled(centre, W, H, s)), tostring(modal.view.presentation.frame))
      assert.is_true(math.abs(modal.view.presentation.alpha - e) < 1e-9)
    end
    advanceTo(T)
    expect(first.presentedViewController):toBe(modal)
    expect(modal.view.frame):toEqual(Rect(0, 0, W, H))
    expect(bubble.isHidden):toBe(true)                              -- hidden, kept for the dismissal
    expect(first.view.window):toBe(window)                          -- custom: the presenter stays
  end)

  it("shrinks both back into the button and removes them", function()
    first:present(modal, true)
    advanceTo(1)
    modal:dismiss(true)
    local bubble = transition.bubble
    expect(bubble.isHidden):toBe(false)
    for _, t in ipairs{T / 4, T / 2, 3 * T / 4} do
      advanceTo(1 + t)
      local e = UIKit.easeInOut(t / T)
      local s = 1 - 0.999 * e
      local centre = Point(187.5 + (start.x - 187.5) * e, 333.5 + (start.y - 333.5) * e)
      assert.is_true(near(bubble.presentation.frame, scaled(start, offset, offset, s)))
      assert.is_true(near(modal.view.presentation.frame, scaled(centre, W, H, s)))
      assert.is_true(math.abs(modal.view.presentation.alpha - (1 - e)) < 1e-9)
    end
    advanceTo(1 + T)
    clock.advance(0)
    expect(first.presentedViewController):toBe(nil)
    expect(bubble.superview):toBe(nil)
    expect(modal.view.superview):toBe(nil)
    expect(modal.view.center):toEqual(Point(187.5, 333.5))         -- put back by the completion
  end)

  -- The presenter's appearance, which only the animator's begin/end calls give it (a custom
  -- presentation leaves its view in place, and UIKit calls it nothing): it disappears as the
  -- bubble grows, and the dismissal brings it back once. The presented controller's own
  -- calls come from the transition; the animator's begin(true) on it adds none.
  it("tells the presenter it disappears and comes back", function()
    local log = {}
    for _, vc in ipairs{first, modal} do
      for _, m in ipairs{"viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"} do
        vc[m] = function(self) log[#log + 1] = self.name .. "." .. m end
      end
    end
    first:present(modal, true)
    expect(log):toEqual({"modal.viewWillAppear", "first.viewWillDisappear"})
    advanceTo(T)
    expect(log):toEqual({"modal.viewWillAppear", "first.viewWillDisappear",
                         "modal.viewDidAppear", "first.viewDidDisappear"})
    advanceTo(1)
    log = {}
    modal:dismiss(true)
    advanceTo(1 + T)
    clock.advance(0)
    local mine = {}
    for _, entry in ipairs(log) do
      if entry:find("^first%.") then mine[#mine + 1] = entry end
    end
    expect(mine):toEqual({"first.viewWillAppear", "first.viewDidAppear"})
    expect(#log):toBe(4)
  end)
end)

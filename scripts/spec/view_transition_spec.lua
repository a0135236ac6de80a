-- view_transition_spec.lua — View.transition(from, to, duration, options, completion), UIKit's
-- UIView.transition(from:to:duration:options:completion:) with .transitionCrossDissolve
-- (docs/animation.md, "View transitions"). Apple: fromView "is removed from its superview as
-- part of the transition", toView "is added to the superview of fromView"; with
-- .showHideTransitionViews they are "hidden or shown (instead of removed or added)"; a
-- duration of 0 or less makes the transition "without animations". The dissolve is a
-- cross-fade: with the arriving view on top of the leaving one, an opaque pair shows
-- p·to + (1 − p)·from when the arriving view's alpha is p — so p is what the spec pins, on
-- the documented default curve, ease-in-ease-out (0.42, 0, 0.58, 1), computed by
-- spec/support/uikit.lua, not by the engine.
local UIKit = require "spec.support.uikit"

describe("View.transition(from, to, …)", function()
  local parent, a, b

  local function advanceTo(t) clock.advance(t - clock.now) end

  before_each(function()
    parent = View{name = "parent", frame = Rect(0, 0, 200, 100)}
    window:addSubview(parent)
    a = View{name = "a", frame = Rect(0, 0, 200, 100), backgroundColor = Color.red}
    b = View{name = "b", frame = Rect(0, 0, 200, 100), backgroundColor = Color.blue}
    parent:addSubview(a)
  end)

  it("dissolves from one view to the other on ease-in-ease-out, then takes the first out", function()
    local calls = {}
    View.transition(a, b, 0.4, "transitionCrossDissolve", function(finished) calls[#calls + 1] = finished end)
    expect(b.superview):toBe(parent)
    expect(parent.subviews[#parent.subviews]):toBe(b)       -- added: on top
    expect(b.alpha):toBe(1)                                  -- the model is final at once
    for _, t in ipairs{0.1, 0.2, 0.3} do
      advanceTo(t)
      expect(b.presentation.alpha):toBeCloseTo(UIKit.easeInOut(t / 0.4), 1e-9)
      expect(a.superview):toBe(parent)                       -- still drawn under it
      expect(a.presentation.alpha):toBe(1)
    end
    expect(#calls):toBe(0)
    advanceTo(0.4)
    expect(calls):toEqual({true})
    expect(a.superview):toBe(nil)
    expect(b.presentation.alpha):toBe(1)
  end)

  it("takes a curve option", function()
    View.transition(a, b, 1, {"transitionCrossDissolve", "curveEaseIn"}, nil)
    advanceTo(0.5)
    expect(b.presentation.alpha):toBeCloseTo(UIKit.easeIn(0.5), 1e-9)
  end)

  it("hides and shows instead with showHideTransitionViews", function()
    b.isHidden = true
    parent:addSubview(b)
    View.transition(a, b, 0.4, {"transitionCrossDissolve", "showHideTransitionViews"}, nil)
    expect(b.isHidden):toBe(false)
    advanceTo(0.2)
    expect(b.presentation.alpha):toBeCloseTo(UIKit.easeInOut(0.5), 1e-9)
    expect(a.isHidden):toBe(false)
    advanceTo(0.4)
    expect(a.isHidden):toBe(true)
    expect(a.superview):toBe(parent)
    expect(b.superview):toBe(parent)
  end)

  it("swaps at once with a duration of 0, completing one turn later", function()
    local calls = {}
    View.transition(a, b, 0, "transitionCrossDissolve", function(finished) calls[#calls + 1] = finished end)
    expect(b.presentation.alpha):toBe(1)
    clock.advance(0)
    expect(calls):toEqual({true})
    expect(a.superview):toBe(nil)
  end)

  it("refuses what it cannot draw, and a from-view in no superview", function()
    expect(function() View.transition(a, b, 1, "transitionCurlUp", nil) end)
      :toThrow("transitionCurlUp")
    a:removeFromSuperview()
    expect(function() View.transition(a, b, 1, "transitionCrossDissolve", nil) end)
      :toThrow("no superview")
  end)

  -- UIKit makes the hierarchy change at the call (fromView "is removed from its superview as
  -- part of the transition": transition(with: superview) with the removal and the addition
  -- as its animations block, run at once), so a → b then b → a before the first ends — a
  -- second tab tap — leaves a in, b out. Transit keeps a drawn until the first end; that end
  -- must not take out the view the second transition brought back.
  it("leaves the view brought back by a second transition before the first ends", function()
    View.transition(a, b, 0.4, "transitionCrossDissolve", nil)
    advanceTo(0.1)
    View.transition(b, a, 0.4, "transitionCrossDissolve", nil)
    advanceTo(1)
    expect(a.superview):toBe(parent)
    expect(b.superview):toBe(nil)
    expect(#parent.subviews):toBe(1)
  end)

  it("shows the view shown last, back and forth with showHideTransitionViews", function()
    b.isHidden = true
    parent:addSubview(b)
    View.transition(a, b, 0.4, {"transitionCrossDissolve", "showHideTransitionViews"}, nil)
    advanceTo(0.1)
    View.transition(b, a, 0.4, {"transitionCrossDissolve", "showHideTransitionViews"}, nil)
    advanceTo(1)
    expect(a.isHidden):toBe(false)
    expect(b.isHidden):toBe(true)
  end)

  it("leaves a from-view the script moved during the dissolve where it was put", function()
    local elsewhere = View{name = "elsewhere"}
    window:addSubview(elsewhere)
    View.transition(a, b, 0.4, "transitionCrossDissolve", nil)
    advanceTo(0.1)
    elsewhere:addSubview(a)
    advanceTo(1)
    expect(a.superview):toBe(elsewhere)
  end)

  it("changes nothing when it refuses the duration", function()
    for _, d in ipairs{0 / 0, math.huge} do
      expect(function() View.transition(a, b, d, "transitionCrossDissolve", nil) end)
        :toThrow("view_transition_spec.lua")
      expect(b.superview):toBe(nil)
      expect(b.alpha):toBe(1)
    end
  end)
end)

-- nested_animation_spec.lua — UIKit's nested animation blocks through the bindings
-- (docs/animation.md, "Nested blocks"): a block opened in another's animations runs with the
-- outer duration, delay, curve and options unless its overrideInherited… options say
-- otherwise; UIKit's curve option names; what addAnimations records on a running animator.
-- Alpha goes 1 → 0.2, so on a linear curve it reads 1 − 0.8 × elapsed / duration.
local function box(name)
  local v = View{frame = Rect(0, 0, 100, 100), name = name}
  window:addSubview(v)
  return v
end

local function linearAlpha(elapsed, duration) return 1 - 0.8 * elapsed / duration end

describe("a nested animation block", function()
  it("runs with the outer block's duration and curve", function()
    local v = box("v")
    View.animate{duration = 2, curve = "linear", animations = function()
      View.animate(0.5, function() v.alpha = 0.2 end)
    end}
    expect(timeline()[1]):toBe("0.000000 begin #1 [v.alpha] duration=2 curve=linear at nested_animation_spec.lua:18")
    clock.advance(0.5)
    expect(v.presentation.alpha):toBeCloseTo(linearAlpha(0.5, 2), 1e-9)
  end)

  it("keeps its own duration and delay with overrideInheritedDuration, its curve with overrideInheritedCurve", function()
    local a, b = box("a"), box("b")
    View.animate{duration = 2, delay = 1, curve = "linear", animations = function()
      View.animate{duration = 0.5, options = "overrideInheritedDuration", animations = function() a.alpha = 0.2 end}
      View.animate{duration = 0.5, curve = function(t) return t * t end, options = {"overrideInheritedCurve"},
                   animations = function() b.alpha = 0.2 end}
    end}
    clock.advance(0.25)
    expect(a.presentation.alpha):toBeCloseTo(linearAlpha(0.25, 0.5), 1e-9)
    expect(b.presentation.alpha):toBe(1)                         -- the outer delay: 1 s
    clock.advance(0.75 + 1)                                      -- half of the outer 2 s, squared
    expect(b.presentation.alpha):toBeCloseTo(1 - 0.8 * 0.25, 1e-9)
  end)

  it("takes the outer options and repeat count unless overrideInheritedOptions", function()
    local a, b = box("a"), box("b")
    View.animate{duration = 1, curve = "linear", repeatCount = 2, autoreverses = true, animations = function()
      View.animate(1, function() a.alpha = 0.2 end)
      View.animate{duration = 1, options = "overrideInheritedOptions", animations = function() b.alpha = 0.2 end}
    end}
    local lines = timeline()
    expect(lines[1]):toMatch("^0%.000000 begin #1 %[a%.alpha%] duration=1 curve=linear repeat=2 autoreverse at ")
    expect(lines[2]):toMatch("^0%.000000 begin #2 %[b%.alpha%] duration=1 curve=linear at ")
    clock.advance(1.25)                                          -- a quarter of the way back
    expect(a.presentation.alpha):toBeCloseTo(linearAlpha(0.75, 1), 1e-9)
    expect(b.presentation.alpha):toBe(0.2)
  end)

  it("gives way to the outer curve even when it is a spring", function()
    local v = box("v")
    View.animate{duration = 2, curve = "linear", animations = function()
      View.animate{duration = 0.5, dampingRatio = 0.5, animations = function() v.alpha = 0.2 end}
    end}
    clock.advance(1)
    expect(v.presentation.alpha):toBeCloseTo(linearAlpha(1, 2), 1e-9)
  end)

  it("inherits an animator's duration and curve", function()
    local v = box("v")
    local p = PropertyAnimator{duration = 2, curve = "linear", animations = function()
      View.animate(0.5, function() v.alpha = 0.2 end)
    end}
    p:startAnimation()
    clock.advance(1)
    expect(v.presentation.alpha):toBeCloseTo(linearAlpha(1, 2), 1e-9)
  end)
end)

describe("UIKit's curve options", function()
  it("set the curve as curve = does", function()
    local v = box("v")
    View.animate{duration = 1, options = {"curveLinear", "allowUserInteraction"}, animations = function() v.alpha = 0.2 end}
    expect(timeline()[1]):toMatch("curve=linear")
    clock.advance(0.25)
    expect(v.presentation.alpha):toBeCloseTo(linearAlpha(0.25, 1), 1e-9)
  end)

  it("are refused twice, with curve =, or misspelt, naming the script's line", function()
    local v = box("v")
    expect(function()
      View.animate{duration = 1, options = {"curveEaseIn", "curveEaseOut"}, animations = function() v.alpha = 0 end}
    end):toThrow("nested_animation_spec.lua:85: the curve options 'curveEaseIn' and 'curveEaseOut' cannot be combined")
    expect(function()
      View.animate{duration = 1, curve = "linear", options = "curveEaseIn", animations = function() v.alpha = 0 end}
    end):toThrow("nested_animation_spec.lua:88: bad argument #1 to 'animate' ('curve' and the curve option 'curveEaseIn' cannot be combined)")
    expect(function()
      View.animate{duration = 1, options = "overrideInheritedDurations", animations = function() v.alpha = 0 end}
    end):toThrow("nested_animation_spec.lua:91: unknown animation option 'overrideInheritedDurations'")
    expect(function()
      View.animateKeyframes{duration = 1, options = "overrideInheritedCurve", animations = function() v.alpha = 0 end}
    end):toThrow("nested_animation_spec.lua:94: unknown keyframe animation option 'overrideInheritedCurve'")
  end)
end)

describe("addAnimations on a running animator", function()
  it("records the remaining time it runs, and ends with the animator", function()
    local v = box("v")
    local p = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.alpha = 0 end}
    p:startAnimation()
    clock.advance(0.25)
    p:addAnimations(function() v.center = Point(150, 150) end)
    expect(timeline()[2]):toMatch("^0%.250000 begin #1 %[v%.center%] duration=0%.75 curve=linear at ")
    clock.advance(0.375)                                         -- half of the remaining 0.75 s
    expect(v.presentation.center.x):toBeCloseTo(50 + 100 * 0.5, 1e-9)
    clock.runUntilIdle()
    expect(timeline()[#timeline()]):toMatch("^1%.000000 ")
  end)
end)

-- spring_axes_spec.lua — a spring's initialVelocity = {dx =, dy =} with dx ≠ dy: Apple,
-- UISpringTimingParameters.initialVelocity: "For view position animations, both components of
-- the initial velocity vector are considered. Each component specifies the initial rate of
-- change along the respective x and y axes, normalized to the total distance of the animation
-- … For other types of animations where the property value has a single dimension, such as a
-- view's alpha, only the dx component is considered." (docs/animation.md, "initialVelocity is
-- a CGVector"). The numbers are worked out apart from Transit's code (python3): the damping-ratio
-- spring fitted to the duration as docs/animation.md states (mass 1, ζ = 0.8, ε = 1/1200), x
-- and every single-dimension property with v₀ = dx, a centre's y with v₀ = dy, each with its
-- own fitted ω₀. Before this, each of these animators was refused ("one spring drives all of
-- a Transit animator's properties").

-- PropertyAnimator{duration = 0.5, dampingRatio = 0.8, initialVelocity = {dx = 2, dy = -1}}:
-- x(t) = 50 + 250·sx(t), y(t) = 50 + 350·sy(t), alpha 1 − sx(t)
local function pip(v)
  return PropertyAnimator{duration = 0.5, dampingRatio = 0.8, initialVelocity = {dx = 2, dy = -1},
    animations = function() v.center = Point(300, 400) end}
end

local function square(name)
  local v = View{name = name, frame = Rect(0, 0, 100, 100)}
  window:addSubview(v)
  return v
end

describe("a spring whose dx and dy differ", function()
  it("moves a centre's x on dx and its y on dy, and alpha on dx", function()
    local v = square("pip")
    local order = {}
    local a = pip(v)
    a:addAnimations(function() v.alpha = 0 end)
    a:addCompletion(function(position) order[#order + 1] = "first " .. position end)
    a:addCompletion(function(position) order[#order + 1] = "second " .. position end)
    a:startAnimation()
    clock.advance(0.05)
    expect(v.presentation.center):toBeCloseTo(Point(127.49768044191977, 137.49274274839644), 1e-7)
    expect(v.presentation.alpha):toBeCloseTo(0.6900092782323209, 1e-9)
    clock.advance(0.05)
    expect(v.presentation.center):toBeCloseTo(Point(218.05436158169974, 270.48425224024993), 1e-7)
    expect(v.presentation.alpha):toBeCloseTo(0.3277825536732011, 1e-9)
    clock.advance(0.15)
    expect(v.presentation.center):toBeCloseTo(Point(303.3878998022424, 404.41175203020515), 1e-7)
    expect(order):toEqual({})
    clock.advance(0.25)
    expect(v.presentation.center):toEqual(Point(300, 400))
    expect(v.center):toEqual(Point(300, 400))
    expect(a.state):toBe("inactive")
    expect(order):toEqual({"first end", "second end"})
  end)

  -- a frame shrinking in x and y (PitchShifter's drawer): the centre's y on dy, the bounds'
  -- size (not a position) on dx, h = 100 − 80·sx(0.1) = 46.22…, not 100 − 80·sy(0.1)
  it("gives a frame's size dx while its centre's y takes dy", function()
    local v = square("drawer")
    PropertyAnimator{duration = 0.5, dampingRatio = 0.8, initialVelocity = {dx = 2, dy = -1},
      animations = function() v.frame = Rect(50, 100, 50, 20) end}:startAnimation()
    clock.advance(0.1)
    expect(v.presentation.center):toBeCloseTo(Point(66.80543615816997, 87.79730038404284), 1e-7)
    expect(v.presentation.bounds):toBeCloseTo(Rect(0, 0, 66.38912768366006, 46.22260429385609), 1e-7)
    clock.runUntilIdle()
    expect(v.presentation.frame):toEqual(Rect(50, 100, 50, 20))
  end)

  -- paused at 0.1 s (fraction 0.2), scrubbed linearly to 0.5 from where each axis was, then
  -- continued on SpringTimingParameters{dampingRatio = 0.8, initialVelocity = {dx = 1, dy = 3}}
  -- over the 0.25 s left: each axis from its own scrubbed weight, on its own spring fitted to
  -- 0.25 s (the velocities relative to each axis's distance left)
  it("keeps each axis through a pause, a scrub and a continue on a spring", function()
    local v = square("pip")
    local a = pip(v)
    a:startAnimation()
    clock.advance(0.1)
    a:pauseAnimation()
    clock.advance(1)
    expect(v.presentation.center):toBeCloseTo(Point(218.05436158169974, 270.48425224024993), 1e-7)
    a.fractionComplete = 0.5
    expect(v.presentation.center):toBeCloseTo(Point(248.7839759885623, 319.05265765015616), 1e-7)
    a:continueAnimation(SpringTimingParameters{dampingRatio = 0.8, initialVelocity = {dx = 1, dy = 3}}, 1)
    clock.advance(0.05)
    expect(v.presentation.center):toBeCloseTo(Point(282.1140663484954, 372.882223462303), 1e-7)
    clock.advance(0.05)
    expect(v.presentation.center):toBeCloseTo(Point(299.1677270560842, 398.8510589063332), 1e-7)
    clock.advance(0.15)
    expect(a.state):toBe("inactive")
    expect(v.presentation.center):toEqual(Point(300, 400))
  end)

  -- a continue with dx ≠ dy on an animator made without a spring: the blocks that moved the
  -- centre in x and y on one curve go on, each axis from where it was (a linear curve, at
  -- 0.5: (175, 225)), x on dx = 1 and y on dy = 3 fitted to the 0.25 s left
  it("splits a centre's axes when a continue first gives them two springs", function()
    local v = square("card")
    local a = PropertyAnimator{duration = 0.5, curve = "linear",
      animations = function() v.center = Point(300, 400) end}
    a:pauseAnimation()
    a.fractionComplete = 0.5
    expect(v.presentation.center):toEqual(Point(175, 225))
    a:continueAnimation(SpringTimingParameters{dampingRatio = 0.8, initialVelocity = {dx = 1, dy = 3}}, 1)
    clock.advance(0.05)
    expect(v.presentation.center):toBeCloseTo(Point(256.3468318833421, 341.3740988112116), 1e-7)
    clock.runUntilIdle()
    expect(v.presentation.center):toEqual(Point(300, 400))
  end)

  -- reversed at 0.1 s (fraction 0.2): each axis retraces its own spring back to the start
  -- (docs/animation.md, "Reversing"), x = 50 + 250·sx(0.1 − τ), y = 50 + 350·sy(0.1 − τ)
  it("reverses each axis on its own spring", function()
    local v = square("pip")
    local a = pip(v)
    local done
    a:addCompletion(function(position) done = position end)
    a:startAnimation()
    clock.advance(0.1)
    a.isReversed = true
    clock.advance(0.02)
    expect(v.presentation.center):toBeCloseTo(Point(185.2867361728631, 221.1338648810867), 1e-7)
    clock.advance(0.03)
    expect(v.presentation.center):toBeCloseTo(Point(127.49768044191977, 137.49274274839644), 1e-7)
    clock.advance(0.05)
    expect(done):toBe("start")
    expect(v.center):toEqual(Point(50, 50))
    expect(v.presentation.center):toEqual(Point(50, 50))
  end)

  it("stops where each axis is, and finishes at the start, the end or there", function()
    local at = Point(218.05436158169974, 270.48425224024993)   -- (x, y) at 0.1 s
    for _, case in ipairs({{"start", Point(50, 50)}, {"end", Point(300, 400)}, {"current", at}}) do
      local v = square("pip")
      local a = pip(v)
      local done
      a:addCompletion(function(position) done = position end)
      a:startAnimation()
      clock.advance(0.1)
      a:stopAnimation(false)
      expect(v.center):toBeCloseTo(at, 1e-7)
      expect(v.presentation.center):toBeCloseTo(at, 1e-7)
      a:finishAnimation(case[1])
      expect(v.center):toBeCloseTo(case[2], 1e-7)
      expect(done):toBe(case[1])
      clock.runUntilIdle()
      expect(v.presentation.center):toBeCloseTo(case[2], 1e-7)
      v:removeFromSuperview()
    end
  end)

  -- a View.animate of the same centre 0.1 s in (linear, 0.2 s, y + 100) adds to the spring's
  -- motion (a centre is additive): at 0.2 s, y = 500 − 350·(1 − sy(0.2)) − 100·(1 − 0.5)
  it("adds a later View.animate of the centre to both axes' motion", function()
    local v = square("pip")
    local order = {}
    local a = pip(v)
    a:addCompletion(function(position) order[#order + 1] = "animator " .. position end)
    a:startAnimation()
    clock.advance(0.1)
    View.animate{duration = 0.2, curve = "linear", animations = function() v.center = Point(300, 500) end,
      completion = function(finished) order[#order + 1] = "animate " .. tostring(finished) end}
    clock.advance(0.1)
    expect(v.presentation.center):toBeCloseTo(Point(296.72373446416384, 443.3272982664959), 1e-7)
    clock.runUntilIdle()
    expect(order):toEqual({"animate true", "animator end"})
    expect(v.presentation.center):toEqual(Point(300, 500))
  end)

  -- The picture-in-picture thrown to a corner (the pattern of Apple's WWDC picture-in-picture
  -- demo, written from its description): at the pan's end, project where the view would coast
  -- (UIScrollView's normal deceleration rate, 0.998: v/1000 · r/(1 − r)), pick the nearest
  -- corner, and give the spring each axis's velocity over that axis's distance left (Apple's
  -- recipe in initialVelocity). Released at (200, 400) at (900, −1200) points/s, it coasts to
  -- (649.1, −198.8): the top-right corner (297, 61), dx = 900/97, dy = −1200/−339.
  it("throws a picture-in-picture to the nearest corner with each axis's velocity", function()
    local thumb = View{name = "pip", frame = Rect(120, 355, 160, 90)}
    window:addSubview(thumb)
    local velocity, margin = Point(900, -1200), 16
    local function project(v) return v / 1000 * 0.998 / (1 - 0.998) end
    local b = window.bounds
    local halfW, halfH = thumb.bounds.width / 2 + margin, thumb.bounds.height / 2 + margin
    local corners = {Point(halfW, halfH), Point(b.width - halfW, halfH),
                     Point(halfW, b.height - halfH), Point(b.width - halfW, b.height - halfH)}
    local from = thumb.center
    local coast = Point(from.x + project(velocity.x), from.y + project(velocity.y))
    local target, best = nil, math.huge
    for _, c in ipairs(corners) do
      local d = (c.x - coast.x) ^ 2 + (c.y - coast.y) ^ 2
      if d < best then target, best = c, d end
    end
    local animator = PropertyAnimator{duration = 0.5, dampingRatio = 0.8,
      initialVelocity = {dx = velocity.x / (target.x - from.x), dy = velocity.y / (target.y - from.y)},
      animations = function() thumb.center = target end}
    animator:startAnimation()
    expect(target):toEqual(Point(297, 61))
    clock.advance(0.05)
    expect(thumb.presentation.center):toBeCloseTo(Point(244.96759285288852, 284.26532284318967), 1e-7)
    clock.advance(0.05)
    expect(thumb.presentation.center):toBeCloseTo(Point(276.52065841281154, 164.4008612778122), 1e-7)
    clock.advance(0.15)
    expect(thumb.presentation.center):toBeCloseTo(Point(298.86087775253327, 56.1552216424904), 1e-7)
    clock.runUntilIdle()
    expect(thumb.presentation.center):toEqual(Point(297, 61))
  end)
end)

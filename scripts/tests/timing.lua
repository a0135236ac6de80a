-- timing.lua — plain asserts on curves, springs, repeat, keyframes and property animators
-- through the bindings. Run by TransitLuaTests in a fresh stage (iPhone 15, 60 fps).

local function near(a, b, tol) return math.abs(a - b) <= (tol or 1e-9) end
local function fails(f, text)
  local ok, e = pcall(f)
  assert(not ok, "expected an error containing " .. text)
  assert(tostring(e):find(text, 1, true), "error was: " .. tostring(e))
end

-- Curves are callable values; names work wherever a curve is.
assert(near(Easing.inQuad(0.5), 0.25) and near(Easing.outQuad(0.5), 0.75))
assert(near(Easing.outBounce(0.3), 7.5625 * 0.3 * 0.3))
assert(Easing.outBack(0.8) > 1 and Easing.inBack(0.2) < 0)
assert(Easing.outInBounce.name == "outInBounce")
local steps = Easing.steps(4)
assert(steps(0.3) == 0.25 and steps(1) == 1 and Easing.steps(4, "start")(0) == 0.25)
assert(steps.name == "steps(4, end)" and steps.settlingDuration == nil)

-- Springs: Core Animation's defaults settle in ~1.447 s; the curve runs over that time.
local ca = Easing.spring()
assert(ca.name == "spring(mass: 1, stiffness: 100, damping: 10)")
assert(near(ca.settlingDuration, 1.4468, 1e-4))
assert(near(Easing.spring{damping = 5}.settlingDuration, 2.85, 0.005))
assert(near(Easing.spring{dampingRatio = 0.5, duration = 0.8}.settlingDuration, 0.8, 1e-9))
assert(Easing.spring{response = 0.5, dampingFraction = 0.7}.name == "spring(response: 0.5, dampingFraction: 0.7)")
assert(Easing.spring{duration = 0.4, bounce = 0.2}.name == "spring(duration: 0.4, bounce: 0.2)")

local box = View{frame = Rect(0, 0, 10, 10), name = "box"}
window:addSubview(box)
local done = {}
View.animate{curve = ca, animations = function() box.center = Point(105, 5) end,
             completion = function(f) done[#done + 1] = clock.now end}
clock.advance(0.2)
assert(box.presentation.center.x > 5 + 100 * 0.5)              -- springs start fast
clock.runUntilIdle()
assert(near(done[1], ca.settlingDuration, 1e-6))

-- UIKit's spring animation: dampingRatio and initialVelocity in View.animate; overshoot.
local over = false
View.animate{duration = 0.6, dampingRatio = 0.3, initialVelocity = 2,
             animations = function() box.center = Point(205, 5) end}
for _ = 1, 35 do
  clock.step()
  if box.presentation.center.x > 205 then over = true end
end
assert(over)
clock.runUntilIdle()
assert(box.presentation.center.x == 205)

local instant
View.animate{duration = 0, dampingRatio = 0.5, animations = function() box.alpha = 0.9 end,
             completion = function(f) instant = f end}
clock.advance(0)
assert(instant == true and box.presentation.alpha == 0.9)
box.alpha = 1

-- Repeat and autoreverse; forever is named by runUntilIdle.
local pulses = {}
View.animate{duration = 0.5, curve = "linear", repeatCount = 2, autoreverses = true,
             animations = function() box.alpha = 0 end,
             completion = function(f) pulses[#pulses + 1] = f end}
clock.advance(0.75)
assert(near(box.presentation.alpha, 0.5))                       -- on the way back
clock.advance(1.25)
assert(pulses[1] == true and box.presentation.alpha == 0)       -- snapped to the model
box.alpha = 1
View.animate{duration = 0.5, options = {"repeat", "autoreverse"}, animations = function() box.cornerRadius = 8 end}
assert(clock.pendingCount == 1)
fails(function() clock.runUntilIdle() end, "repeats forever; advance the clock by a fixed time instead")
box:removeAllAnimations()
clock.runUntilIdle()

-- performWithoutAnimation: at once, even inside a block.
View.animate(1, function()
  box.alpha = 0.5
  View.performWithoutAnimation(function() box.center = Point(0, 0) end)
end)
assert(box.presentation.center == Point(0, 0) and box.presentation.alpha == 1)
clock.runUntilIdle()

-- Keyframes: linear holds between keyframes; positional options.
local k = View{frame = Rect(0, 0, 10, 10)}
View.animateKeyframes(2, "calculationModeLinear", function()
  View.addKeyframe(0, 0.5, function() k.alpha = 0.5 end)
  View.addKeyframe(0.75, 0.25, function() k.alpha = 0 end)
end)
clock.advance(1.25)                                            -- eased 0.5 + … : in the hold
assert(near(k.presentation.alpha, 0.5))
clock.runUntilIdle()
View.animateKeyframes{duration = 1, curve = "linear", options = {"calculationModePaced"}, animations = function()
  View.addKeyframe(0, 0.9, function() k.center = Point(35, 45) end)
  View.addKeyframe(0.9, 0.1, function() k.center = Point(35, 5) end)
end}
clock.advance(0.25)
assert(near(k.presentation.center.x, 5 + 0.25 * 90 * 0.6, 1e-9) and near(k.presentation.center.y, 5 + 0.25 * 90 * 0.8, 1e-9))
clock.runUntilIdle()
fails(function() View.addKeyframe(0, 1, function() end) end, "addKeyframe must be called inside the animations of animateKeyframes")

-- Property animators: start, pause, scrub, reverse, finish.
local p = View{frame = Rect(0, 0, 10, 10)}
local animator = PropertyAnimator{duration = 1, curve = "linear", animations = function() p.alpha = 0 end}
local positions = {}
animator:addCompletion(function(position) positions[#positions + 1] = position end)
assert(animator.state == "inactive" and p.alpha == 1)
animator:startAnimation()
clock.advance(0.25)
assert(near(p.presentation.alpha, 0.75) and animator.isRunning)
animator:pauseAnimation()
animator.fractionComplete = 0.5
assert(near(p.presentation.alpha, 0.5) and near(animator.fractionComplete, 0.5))
animator.isReversed = true
animator:startAnimation()
clock.advance(0.5)
assert(positions[1] == "start" and p.alpha == 1 and animator.state == "inactive")

local stopped = PropertyAnimator.runningPropertyAnimator{duration = 1, curve = "linear",
  animations = function() p.alpha = 0 end,
  completion = function(position) positions[#positions + 1] = position end}
clock.advance(0.5)
stopped:stopAnimation(false)
assert(stopped.state == "stopped" and near(p.alpha, 0.5))
fails(function() stopped:startAnimation() end, "an animator cannot be started while it is stopped")
stopped:finishAnimation("end")
assert(positions[2] == "end" and p.alpha == 0)
fails(function() stopped:finishAnimation("end") end, "finishAnimation(at:) needs a stopped animator (this one is inactive)")

local sprung = PropertyAnimator{duration = 0.5, dampingRatio = 0.4, animations = function() p.alpha = 1 end}
sprung:startAnimation()
local above = false
for _ = 1, 29 do clock.step() if p.presentation.alpha > 1 then above = true end end
assert(above)
clock.runUntilIdle()

print("timing.lua: ok")

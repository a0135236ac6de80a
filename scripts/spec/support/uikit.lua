-- uikit.lua — UIKit's arithmetic computed here, independently of the engine, so that specs
-- check the engine against it rather than against itself.
local M = {}

local function bezier(p1, p2, s) return 3 * (1 - s) ^ 2 * s * p1 + 3 * (1 - s) * s ^ 2 * p2 + s ^ 3 end

-- The cubic Bézier (0, 0) (x1, y1) (x2, y2) (1, 1) at time t, solved for its parameter by
-- bisection (60 halvings: exact to double precision).
local function cubic(x1, y1, x2, y2, t)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local mid = (lo + hi) / 2
    if bezier(x1, x2, mid) < t then lo = mid else hi = mid end
  end
  return bezier(y1, y2, (lo + hi) / 2)
end

--- UIKit's default curve, easeInOut: the cubic Bézier (0, 0) (0.42, 0) (0.58, 1) (1, 1).
function M.easeInOut(t) return cubic(0.42, 0, 0.58, 1, t) end

--- The time (a fraction of the duration) at which easeInOut reaches the progress u: the
--- curve is increasing, so bisection on easeInOut itself (60 halvings) finds it. Keyframe
--- specs use it to sample a keyframe animation exactly at a key time, where every
--- calculation mode passes through the keyframe's value.
function M.easeInOutTimeFor(u)
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local mid = (lo + hi) / 2
    if M.easeInOut(mid) < u then lo = mid else hi = mid end
  end
  return (lo + hi) / 2
end

--- UIKit's curveEaseOut, Core Animation's kCAMediaTimingFunctionEaseOut: (0, 0) (0.58, 1) (1, 1).
function M.easeOut(t) return cubic(0, 0, 0.58, 1, t) end

--- UIKit's curveEaseIn, Core Animation's kCAMediaTimingFunctionEaseIn: (0.42, 0) (1, 1).
function M.easeIn(t) return cubic(0.42, 0, 1, 1, t) end

--- UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)'s
--- progress at time t, by the rule docs/animation.md ("UIKit's usingSpringWithDamping") gives:
--- mass 1, ζ = dampingRatio, and the ω₀ whose envelope falls to ε = 1/1200 of the distance at
--- `duration`. The cases the outside ports use: ζ < 1 without velocity (closed:
--- ω₀ = ln(1 / (ε·√(1 − ζ²))) / (ζ·duration)), ζ < 1 with a velocity (bisection), and
--- ζ = 1 with velocity v₀ < ω₀, where
--- x(t) = e^(−ω₀t)·(1 + (ω₀ − v₀)t) falls monotonically and ω₀ solves x(duration) = ε
--- (bisection), and ζ > 1 from rest (over-damped, monotonic likewise: bisection). x is the
--- distance left, so the progress is 1 − x.
function M.springWithDamping(duration, dampingRatio, velocity, t)
  local epsilon, zeta = 1 / 1200, dampingRatio
  if zeta < 1 and velocity == 0 then
    local omega = math.log(1 / (epsilon * math.sqrt(1 - zeta ^ 2))) / (zeta * duration)
    local omegaD = omega * math.sqrt(1 - zeta ^ 2)
    return 1 - math.exp(-zeta * omega * t)
               * (math.cos(omegaD * t) + zeta * omega / omegaD * math.sin(omegaD * t))
  end
  if zeta < 1 then
    -- with a velocity v₀ (in distances per second, towards the end): x(t) =
    -- e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t), whose envelope A·e^(−ζω₀t), A =
    -- √(1 + ((ζω₀ − v₀)/ω_d)²), reaches ε at `duration`: ω₀ by bisection on ln ω₀ (the time
    -- to ε falls as ω₀ grows)
    local root = math.sqrt(1 - zeta ^ 2)
    local function settle(omega)
      local amplitude = math.sqrt(1 + ((zeta * omega - velocity) / (omega * root)) ^ 2)
      return math.log(amplitude / epsilon) / (zeta * omega)
    end
    local lo, hi = math.log(1e-3), math.log(1e6)
    for _ = 1, 200 do
      local mid = (lo + hi) / 2
      if settle(math.exp(mid)) > duration then lo = mid else hi = mid end
    end
    local omega = math.exp((lo + hi) / 2)
    local omegaD = omega * root
    return 1 - math.exp(-zeta * omega * t)
               * (math.cos(omegaD * t) + (zeta * omega - velocity) / omegaD * math.sin(omegaD * t))
  end
  if zeta > 1 and velocity == 0 then
    -- over-damped, from rest: x(t) = c₁e^(r₁t) + c₂e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)),
    -- c₂ = −r₁/(r₂ − r₁), c₁ = 1 − c₂, falling monotonically: ω₀ solves x(duration) = ε
    -- (bisection on ln ω₀)
    local root = math.sqrt(zeta ^ 2 - 1)
    local function x(omega, time)
      local r1, r2 = -omega * (zeta - root), -omega * (zeta + root)
      local c2 = -r1 / (r2 - r1)
      return (1 - c2) * math.exp(r1 * time) + c2 * math.exp(r2 * time)
    end
    local lo, hi = math.log(1e-3), math.log(1e6)
    for _ = 1, 200 do
      local mid = (lo + hi) / 2
      if x(math.exp(mid), duration) > epsilon then lo = mid else hi = mid end
    end
    return 1 - x(math.exp((lo + hi) / 2), t)
  end
  assert(zeta == 1, "springWithDamping: ζ ≤ 1, or ζ > 1 from rest, only")
  local function x(omega, time) return math.exp(-omega * time) * (1 + (omega - velocity) * time) end
  local lo, hi = velocity, 1e6
  for _ = 1, 200 do
    local mid = (lo + hi) / 2
    if x(mid, duration) > epsilon then lo = mid else hi = mid end
  end
  return 1 - x((lo + hi) / 2, t)
end

--- UIView.animate moves center and bounds together on one curve: the frame in between is
--- the linear blend of the two frames at the eased progress e.
function M.blend(a, b, e)
  return Rect(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e,
              a.width + (b.width - a.width) * e, a.height + (b.height - a.height) * e)
end

return M

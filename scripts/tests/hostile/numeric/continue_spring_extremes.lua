-- attack: continueAnimation's spring with every extreme number: each refused at its line with
-- its name, nothing changed; the last, out of range, ends the script
-- expect: error "'initialVelocity\.dy' must be a number between -1000000 and 1000000 \(got -inf\)"
local v = View{frame = Rect(0, 0, 50, 50)}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.frame = Rect(100, 0, 50, 50) end}
a:pauseAnimation()
a.fractionComplete = 0.5
for _, spring in ipairs{
  {dampingRatio = 0 / 0}, {dampingRatio = -0.0}, {dampingRatio = 5e-324}, {dampingRatio = math.huge},
  {dampingRatio = 1, initialVelocity = 1e308}, {dampingRatio = 1, initialVelocity = {dx = 0 / 0}},
  {mass = 1e6 * (1 + 2^-52), stiffness = 1, damping = 1}, {mass = 1e6, stiffness = 1e-6, damping = 1e-6},
  {mass = 1, stiffness = 1, damping = "1"}, {mass = 1, stiffness = 1}, {dampingRatio = 1, mass = 1},
} do
  local ok, err = pcall(a.continueAnimation, a, spring, 1)
  assert(not ok and err:find("continue_spring_extremes.lua:15:", 1, true), tostring(err))
  assert(not a.isRunning and a.fractionComplete == 0.5)
end
a:continueAnimation({dampingRatio = 1, initialVelocity = {dx = 1, dy = -math.huge}}, 1)

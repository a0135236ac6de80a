-- attack: a vertical drawer continued on a spring that gives y dy = 3 (dx = 0), then a block
-- added that fades it: alpha takes dx (Apple, initialVelocity), the dx spring fitted to the
-- 0.5 s left — 1 − s₀(0.1) = 0.35623… (python3), not dy's; refused before axes112
-- expect: ok "alpha 0\.35623008"
local v = View{name = "drawer", frame = Rect(0, 100, 50, 50)}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.frame = Rect(0, 300, 50, 50) end}
a:pauseAnimation()
a.fractionComplete = 0.5
a:continueAnimation({dampingRatio = 0.8, initialVelocity = {dx = 0, dy = 3}}, 1)
a:addAnimations(function() v.alpha = 0 end)
clock.advance(0.1)
print("alpha " .. v.presentation.alpha)
clock.runUntilIdle()

-- attack: a vertical drawer continued on a spring that carries dy = 3 (dx = 0), then a block
-- added that fades it: alpha takes dx (Apple, initialVelocity), which one spring cannot give
-- expect: error "was continued on a spring with initialVelocity dy = 3 for its move along y, and this block changes drawer\.alpha, which UIKit gives dx = 0"
local v = View{name = "drawer", frame = Rect(0, 100, 50, 50)}
window:addSubview(v)
local a = PropertyAnimator{duration = 1, curve = "linear", animations = function() v.frame = Rect(0, 300, 50, 50) end}
a:pauseAnimation()
a.fractionComplete = 0.5
a:continueAnimation({dampingRatio = 0.8, initialVelocity = {dx = 0, dy = 3}}, 1)
a:addAnimations(function() v.alpha = 0 end)

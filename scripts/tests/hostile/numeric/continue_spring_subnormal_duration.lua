-- attack: continueAnimation on a physical spring of an animator lasting 5e-324 s: no speed
-- stretches it to the spring's settling duration
-- expect: error "too short to stretch to the spring's settling duration"
local v = View{frame = Rect(0, 0, 50, 50)}
window:addSubview(v)
local a = PropertyAnimator{duration = 5e-324, curve = "linear", animations = function() v.frame = Rect(100, 0, 50, 50) end}
a:pauseAnimation()
a.fractionComplete = 0.5
a:continueAnimation({mass = 1e-6, stiffness = 1e6, damping = 1e6}, 0)

-- attack: a property animator's blocks, each setting every animatable property of a new view, started and paused in batches: its tracks and rows past the per-block charge
-- expect: error "not enough memory|too many objects|time limit exceeded"
local a = PropertyAnimator{duration = 5, curve = "linear"}
local n = 0
while true do
  local v = View{}
  window:addSubview(v)
  a:addAnimations(function()
    v.center = Point(1, 1); v.bounds = Rect(0, 0, 2, 2); v.transform = Transform.rotation(1); v.alpha = 0.5
    v.backgroundColor = Color.red; v.cornerRadius = 3
    local l = v.layer
    l.anchorPoint = Point(0, 0); l.zPosition = 1; l.shadowOpacity = 1; l.shadowRadius = 2; l.shadowOffset = Size(1, 1)
    l.shadowColor = Color.blue; l.borderWidth = 1; l.borderColor = Color.green; l.transform = Transform3D.rotation(1, 0, 1, 0)
  end)
  n = n + 1
  if n % 2000 == 0 then a:startAnimation(); a:pauseAnimation() end
end

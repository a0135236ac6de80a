-- attack: clock.step over a billion frames while a view needs layout at each
-- expect: error "limit exceeded|range|too"
local v = View{frame = Rect(0, 0, 10, 10)}
v.layoutSubviews = function(self) self:setNeedsLayout() end
window:addSubview(v)
View.animate{duration = 0.001, repeatCount = "forever", animations = function() v.alpha = 0 end}
clock.step(1e9)

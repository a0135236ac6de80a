-- attack: view.alpha = NaN inside an animation block
-- expect: error ""
local v = View{}
window:addSubview(v)
View.animate(1, function() v.alpha = 0/0 end)

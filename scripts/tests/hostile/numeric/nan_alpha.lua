-- attack: view.alpha = NaN
-- expect: error ""
local v = View{}
v.alpha = 0/0

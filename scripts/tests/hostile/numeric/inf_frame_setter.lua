-- attack: view.frame = Rect(0, 0, -inf, 5)
-- expect: error ""
local v = View{}
v.frame = Rect(0, 0, -1/0, 5)

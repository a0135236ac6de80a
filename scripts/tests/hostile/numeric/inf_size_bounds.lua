-- attack: bounds with an infinite size
-- expect: error ""
local v = View{}
v.bounds = Rect(0, 0, 1/0, 10)

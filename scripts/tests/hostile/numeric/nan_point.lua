-- attack: Point with NaN assigned to a view center
-- expect: error ""
local v = View{}
v.center = Point(0/0, 0)

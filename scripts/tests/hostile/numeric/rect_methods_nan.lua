-- attack: Rect methods with NaN and infinite arguments, results given to a view
-- expect: error ""
local r = Rect(0, 0, 10, 10):insetBy(1/0, 0)
local v = View{}
v.frame = r

-- attack: the window added as a subview of one of its subviews
-- expect: error ""
local v = View{}
window:addSubview(v)
v:addSubview(window)

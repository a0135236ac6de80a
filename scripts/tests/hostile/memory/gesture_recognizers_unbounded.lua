-- attack: gesture recognizers attached to one view without bound
-- expect: error "not enough memory|too many objects|time limit exceeded"
local v = View{}
window:addSubview(v)
while true do v:addGestureRecognizer(TapGestureRecognizer(function() end)) end

-- attack: each zero-duration completion schedules another: an endless chain at one clock time
-- expect: error "limit|loop|idle"
local v = View{}
window:addSubview(v)
local function again() View.animate(0, function() v.alpha = 1 - v.alpha end, again) end
again()

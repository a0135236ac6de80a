-- attack: a looping finalizer run by the collection the host does before counting bound objects
-- expect: error "limit exceeded"
for i = 1, 1000 do setmetatable({}, {__gc = function() while true do end end}) end
local views = {}
for i = 1, 250000 do views[i] = View{} end

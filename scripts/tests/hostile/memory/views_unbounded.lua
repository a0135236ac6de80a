-- attack: views created and kept without bound
-- expect: error "not enough memory|too many objects|limit exceeded"
local keep = {}
local i = 0
while true do i = i + 1; keep[i] = View{name = "view number " .. i} end

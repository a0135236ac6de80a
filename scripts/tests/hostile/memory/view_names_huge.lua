-- attack: views named with 8 MB strings, put in the window
-- expect: error "not enough memory|time limit exceeded|at most"
local s = ("n"):rep(2^23)
for i = 1, 64 do window:addSubview(View{name = s .. i}) end

-- attack: addSubview of an ancestor
-- expect: error ""
local a, b = View{}, View{}
a:addSubview(b)
b:addSubview(a)

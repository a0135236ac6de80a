-- attack: Color.hex with a huge and a malformed string
-- expect: error ""
local v = View{}
v.backgroundColor = Color.hex("#" .. ("F"):rep(1e6))

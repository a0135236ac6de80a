-- attack: view.tag = 1e300 (no integer representation)
-- expect: error "integer representation|number"
local v = View{}
v.tag = 1e300

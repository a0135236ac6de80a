-- attack: a Rect-like table whose fields are strings, tables, nil
-- expect: error ""
local v = View{}
v.frame = {x = "1", y = {}, width = nil, height = true}

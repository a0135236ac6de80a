-- attack: an error value that is a 100,000-deep nested table (the host may describe it)
-- expect: error ""
local t = {}
local cur = t
for i = 1, 100000 do cur[1] = {}; cur = cur[1] end
error(t)

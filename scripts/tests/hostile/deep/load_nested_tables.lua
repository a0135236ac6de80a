-- attack: a source of 100,000 nested table constructors
-- expect: error "too many|overflow|levels"
local f, err = load("return " .. ("{"):rep(100000) .. ("}"):rep(100000))
if not f then error(err) end

-- attack: a source of 100,000 nested parentheses
-- expect: error "too many|overflow|levels"
local f, err = load("return " .. ("("):rep(100000) .. "1" .. (")"):rep(100000))
if not f then error(err) end

-- attack: a string doubled until past the limit
-- expect: error "not enough memory"
local s = "x"
while true do s = s .. s end

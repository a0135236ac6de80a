-- attack: print in a loop with stdout taken by the harness (the host must not buffer it all)
-- expect: error "limit exceeded"
local line = ("x"):rep(1000)
while true do print(line) end

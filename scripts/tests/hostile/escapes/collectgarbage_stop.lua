-- attack: collectgarbage("stop") must be refused under a memory limit
-- expect: error "not available in the sandbox"
collectgarbage("stop")
local t = {}
for i = 1, 1e9 do t[i] = {} end

-- attack: the host functions must not expose their upvalues or environment (no debug.getupvalue, no setfenv)
-- expect: ok "^held"
local probes = {debug.getupvalue, debug.setupvalue, debug.upvalueid, debug.getfenv, setfenv, getfenv, debug.getregistry}
local reachable = 0
for i = 1, 7 do if probes[i] then reachable = reachable + 1 end end
print(reachable == 0 and "held" or "ESCAPED")

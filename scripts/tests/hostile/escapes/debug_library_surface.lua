-- attack: debug exposes only traceback; no getinfo/upvalue/registry access to host functions
-- expect: ok "^held"
local names = {}
for k in pairs(debug) do if k ~= "traceback" then names[#names + 1] = k end end
table.sort(names)
print(#names == 0 and "held" or ("ESCAPED: debug." .. table.concat(names, ", debug.")))

-- attack: debug exposes only traceback and a getmetatable that hides the host's metatables;
-- no getinfo/upvalue/registry access to host functions
-- expect: ok "^held"
local names = {}
for k in pairs(debug) do if k ~= "traceback" and k ~= "getmetatable" then names[#names + 1] = k end end
table.sort(names)
local hidden = debug.getmetatable(View{}) == false and debug.getmetatable(window) == false
print(#names == 0 and hidden and "held" or ("ESCAPED: debug." .. table.concat(names, ", debug.") .. " " .. tostring(hidden)))

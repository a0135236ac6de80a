-- attack: utf8.char with the largest code points and many arguments
-- expect: ok "done"
local cps = {}
for i = 1, 200 do cps[i] = 0x7FFFFFFF - i end
local s = utf8.char(table.unpack(cps))
print("done", #s, pcall(utf8.char, -1), pcall(utf8.char, 0x80000000))

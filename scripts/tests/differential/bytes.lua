-- Lua strings are bytes, and so is Lua source: a byte that is not valid UTF-8, written raw
-- in a string literal (the E1 below), is one byte, and print writes it unchanged.
local raw = "·"
print(#raw, raw:byte(1), raw == string.char(225))
print(string.char(225), string.char(0xff, 0xfe), "\xc3\x28", "caf√©")
print(#"‚Ç¨·ø", ("·"):rep(3))
local t = {["·"] = 1}
for k, v in pairs(t) do print(#k, v) end
print(load("return \"·\"")() == "\225")

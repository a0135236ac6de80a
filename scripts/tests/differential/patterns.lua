-- Differential: string patterns, captures, gsub with every replacement kind, formats.
-- Compared with lua5.4 under `transit run --unsafe` (stock matcher) and `transit run`
-- (the sandbox's matcher with a step budget, Sources/CLuaShim/match.c).
print(("hello world from lua"):find("wor"))
print(("hello world"):find("o", 6))
print(("hello"):find("l+"))
print(("a.b.c"):find(".", 1, true))
print(("key = value"):match("^(%w+)%s*=%s*(%w+)$"))
print(("2024-05-22"):match("(%d+)-(%d+)-(%d+)"))
print(("  trim me  "):match("^%s*(.-)%s*$"))
print(("THE (quick) fox"):find("%((%a+)%)"))
print(("abc"):match("()b()"))
-- print, not io.write: the same bytes, and the sandbox (which has no io) runs this file too
local found = {}
for k, v in ("a=1, b=2, c=3"):gmatch("(%w+)=(%w+)") do found[#found + 1] = k .. v .. ";" end
print(table.concat(found))
print(("hello world"):gsub("o", "0"))
print(("hello world"):gsub("(%w+)", "<%1>"))
print(("hello world"):gsub("%w+", {hello = "HI", world = false}))
print(("abc"):gsub("%w", function(c) return c:upper() .. "." end))
print(("abc"):gsub("", "-"))
print(("f(a(b)c)d"):match("%b()"))
print(("THE END"):lower(), ("x"):byte(), string.char(72, 105))
print(("%5.2f|%-5d|%05d|%x|%X|%o|%e|%g|%q"):format(3.14159, 42, 42, 255, 255, 8, 12345.678, 0.0001, "a\nb"))
print(("%s %s"):format(nil, true), ("%10s|"):format("r"), ("%-10s|"):format("l"))
print(("frontier THE end"):gsub("%f[%a]%a+", "W"))
print(pcall(string.find, "a", "[a"))
print(("hello"):find("l", -2), ("hello"):find("", 10), ("hello"):find("", 6))
print(("a+b"):find("+", 1, true), ("abab"):gsub("(a)(b)", "%2%1", 1))
print(("x = 1, y = 2"):gsub("(%w+) = (%w+)", "%2 = %1"))
print(("[[x]] [y]"):match("%[(%b[])%]"), ("hello hello"):match("(h%a+) %1"))
found = {}
for k, v in ("k1=v1;k2=v2;k3=v3"):gmatch("(%w+)=(%w+)", 7) do found[#found + 1] = k .. v end
print(table.concat(found, ","), select(2, (""):gsub("", "x")), ("abc"):gsub(".", {a = 1, b = 2.5}))
print(pcall(string.gsub, "x", "x", "%2"))
print(pcall(string.find, "a", "(()"))
print(pcall(string.match, "a", "%f"))
print(pcall(string.gsub, "abc", "%w", function() return {} end))
print(pcall(string.rep, "ab", 3, "-"))
print(utf8.char(72, 228, 8364), utf8.len("häh"), #"häh")

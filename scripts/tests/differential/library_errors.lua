-- Differential: errors stock Lua raises before it makes anything, which the sandbox's own
-- checks must leave to it: string.rep past lstrlib's largest string (INT_MAX bytes), a
-- table.concat that meets a nil, an option collectgarbage does not have.
print(pcall(string.rep, "x", 1e10))
print(pcall(string.rep, "ab", 2^30, ","))
print(pcall(table.concat, {}, ",", 1, math.maxinteger))
print(pcall(table.concat, {"a", "b"}, ",", 1, 2^40))
print(pcall(collectgarbage, "bogus"))
print(pcall(collectgarbage, 7))
print(pcall(collectgarbage, {}))
print(pcall(collectgarbage, setmetatable({}, {__name = "Thing"})))
print(pcall(collectgarbage, "step", 1e300))
print(pcall(collectgarbage, "step", 0/0))
print(pcall(collectgarbage, "step", "1.5"))
print(pcall(collectgarbage, "step", "x"))
print(pcall(collectgarbage, "step", {}))
print(pcall(collectgarbage, "step", setmetatable({}, {__name = "Thing"})))
-- a table with a metatable: table.concat's loop reads an __index table's values as its own,
-- and raises at the first that is no string, having made nothing large (the sandbox's check
-- said "result too large", counting every index up to j as a number's text)
print(pcall(table.concat, setmetatable({}, {__index = {"a"}}), "", 1, 2^40))
print(pcall(table.concat, setmetatable({"a"}, {}), ",", 1, math.maxinteger))
print(pcall(table.concat, setmetatable({}, {__index = setmetatable({"x"}, {__index = {[2] = "y"}})}), "-", 1, 1e12))
-- luaL_checkoption compares C strings, which end at a NUL byte: "isrunning\0x" is
-- "isrunning", and a bad one is named without what follows the NUL
print(pcall(collectgarbage, "isrunning\0x"))
print(pcall(collectgarbage, "bogus\0x"))
-- table.concat asks a __len before it reads its other arguments
print(pcall(table.concat, setmetatable({}, {__len = function() error("the length first") end}), {}))
-- os.date checks its time before it builds its result: a bad one is that error, whatever the
-- format would make (the sandbox refused this format's bound, 320 MB, first)
print(pcall(os.date, ("%d"):rep(5e6), "noon"))

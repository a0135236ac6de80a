-- attack: table.concat over 2^40 indices of a table whose __index is a C function giving "" (table.concat of the empty table itself): stock's loop calls it 2^40 times in one C call, running no Lua instruction for the count hook and allocating nothing for the memory limit — only the watchdog ended it, at the time limit, and without one it ran on past any instruction budget
-- expect: error "instruction limit exceeded"
-- args: --time 5 --memory 64 --instructions 1000000
local t = setmetatable({}, {__index = table.concat})
table.concat(t, "", 1, 2^40)

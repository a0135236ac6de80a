-- attack: table.concat of a table whose __len says 2^40 and whose __index table's __index is a C function giving "" (table.concat of that empty table): a table with a __len was left to stock's concat, whose loop runs 2^40 C calls no count hook sees — only the watchdog ended it
-- expect: error "instruction limit exceeded"
-- args: --time 5 --memory 64 --instructions 1000000
local u = setmetatable({}, {__index = table.concat})
local t = setmetatable({}, {__len = function() return 2^40 end, __index = u})
table.concat(t)

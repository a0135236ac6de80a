-- Differential: a script's error as lua.c reports it, its traceback ending in lua.c's own C
-- function ("[C]: in ?": pmain, which runs the script), and how deep pcalls nest before
-- "C stack overflow", which that C function's level counts in, and calls before "stack
-- overflow", which the two arguments pmain holds below the script count in.
local deepest = 0
local function nest(n)
  deepest = n
  pcall(nest, n + 1)
end
nest(1)
print("pcalls nested before the C stack overflowed", deepest)
local calls = 0
local function recurse() calls = calls + 1; recurse() end
print(pcall(recurse))
print("calls before the Lua stack overflowed", calls)

local function fail() error("boom") end
local function caller() fail() end
caller()

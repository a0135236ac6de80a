-- Differential: a script's error as lua.c reports it, its traceback ending in lua.c's own C
-- function ("[C]: in ?": pmain, which runs the script), and how deep pcalls nest before
-- "C stack overflow", which that C function's level counts in.
local deepest = 0
local function nest(n)
  deepest = n
  pcall(nest, n + 1)
end
nest(1)
print("pcalls nested before the C stack overflowed", deepest)

local function fail() error("boom") end
local function caller() fail() end
caller()

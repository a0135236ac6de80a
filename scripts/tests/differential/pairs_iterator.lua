-- The sandbox's pairs gives an iterator of its own (its order is the same every run), which
-- takes its control value as stock's next does: nil starts again, so one iterator runs two
-- loops, and a key goes on after that key. (An array: its order, integers ascending, is
-- stock's too.)
local t = {10, 20, 30}
local f, s, c = pairs(t)
print(f(s, c), f(s, c))
print(f(s, 2))
print(f(s, 3))
for k, v in f, s do io.write(k, "=", v, " ") end
print()
for k, v in f, s do io.write(k, "=", v, " ") end
print()
print(pcall(f, s, "no such key"))
-- a key the loop's body cleared still goes on after it
for k in f, s do
  t[k] = nil
  io.write(k, " ")
end
print(next(t))
-- a float control value is no integer key, as next looks it up as it is: 2.0 is not 2
t = {10, 20, 30, x = 1}
f, s = pairs(t)
print(pcall(f, s, 2.0))
print(pcall(f, s, 0/0))
-- pairs needs no more of the Lua stack than stock's: a recursion that calls it at every level
-- overflows at stock's depth, with stock's message (a small table's keys gathered on the
-- stack made it fail five levels sooner, "stack overflow (too many keys)")
local few, depth = {a = 1, b = 2, c = 3}, 0
local function deeper(n)
  depth = n
  for _ in pairs(few) do end
  return 1 + deeper(n + 1)
end
print(pcall(deeper, 1))
print("levels before the Lua stack overflowed", depth)

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
-- the iterator is next to a table other than its own, as stock's pairs gives next itself: a
-- script may take next through pairs (`local nxt = pairs({})`) and step any table with it
local nxt = pairs({})
local seq = {"a", "b", "c"}
print(nxt(seq), nxt(seq, 1), nxt(seq, 3))
local count, sum = 0, 0
for _, v in nxt, {5, 6, 7, x = 8} do count, sum = count + 1, sum + v end
print(count, sum)
local own = {1, 2}
local g = pairs(own)
for k, v in g, seq do io.write(k, "=", v, " ") end
print()
print(g(own), g(own, 1), g(own, 2))
print(pcall(nxt, seq, "no such key"))
print(pcall(nxt, 42))
print(pcall(function() for _ in nxt, 42 do end end))
print(pcall(nxt, io.stdout))
-- where no call site names it (a pcall), its argument error names it as stock's luaL_argerror
-- names next, by its place among the loaded modules: '?' once the script removed the global,
-- 'next' while it is next or an iterator of pairs (stock's pairs gives next itself)
-- luacheck: push ignore 121 (setting the global next is the point)
local stocknext = next
next = nil
print(pcall(nxt, 42))
next = stocknext
print(pcall(nxt, 42))
next = pairs({})
print(pcall(nxt, 42))
next = stocknext
-- luacheck: pop

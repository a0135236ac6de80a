-- Differential: metamethods (arithmetic, comparison, index chains, call, concat, len, close).
local V = {}
V.__index = V
local function vec(x, y) return setmetatable({x = x, y = y}, V) end
V.__add = function(a, b) return vec(a.x + b.x, a.y + b.y) end
V.__eq = function(a, b) return a.x == b.x and a.y == b.y end
V.__lt = function(a, b) return a.x < b.x end
V.__le = function(a, b) return a.x <= b.x end
V.__tostring = function(v) return "(" .. v.x .. ", " .. v.y .. ")" end
V.__len = function(v) return 2 end
V.__call = function(v, k) return v[k] end
V.__concat = function(a, b) return tostring(a) .. "|" .. tostring(b) end
V.__unm = function(v) return vec(-v.x, -v.y) end
V.__idiv = function(a, n) return vec(a.x // n, a.y // n) end
function V:length2() return self.x * self.x + self.y * self.y end

local a, b = vec(1, 2), vec(3, 4)
print(tostring(a + b), a == vec(1, 2), a < b, b <= a, #a, a("y"), a .. b, tostring(-a))
print(tostring(vec(7, 9) // 2), b:length2())
local base = {greet = function() return "base" end}
local mid = setmetatable({}, {__index = base})
local leaf = setmetatable({}, {__index = mid})
print(leaf.greet(), rawget(leaf, "greet"))
local log = {}
local proxy = setmetatable({}, {__newindex = function(t, k, v) log[#log + 1] = k .. "=" .. tostring(v); rawset(t, k, v) end})
proxy.a = 1; proxy.a = 2; proxy.b = 3
print(table.concat(log, ","), proxy.a)
do
  local order = {}
  do
    -- luacheck: push ignore 211 (to-be-closed: their __close is the use)
    local x <close> = setmetatable({}, {__close = function() order[#order + 1] = "x" end})
    local y <close> = setmetatable({}, {__close = function() order[#order + 1] = "y" end})
    -- luacheck: pop
  end
  print(table.concat(order, ","))
end
print(getmetatable("abc").__index == string, ("x"):rep(3))
local protected = setmetatable({}, {__metatable = "locked"})
print(getmetatable(protected), pcall(setmetatable, protected, {}))

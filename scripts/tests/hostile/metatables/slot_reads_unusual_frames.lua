-- attack: `v.alpha = x` and `v.alpha` (whose metamethods read their arguments from the Lua
-- stack's slots, CLuaShim/slots.h) from frames that move or fill that stack: a coroutine whose
-- stack grew by deep recursion between its accesses, C functions between (string.gsub,
-- table.sort, xpcall's handler), __close, __tostring, __gc, a coroutine.wrap in a loaded
-- chunk, a stack holding 7,990 arguments, a method called with `.`; each access reads and
-- writes the view, and each misuse is the API path's error at this file's line
-- expect: ok "^held$"
local v = View{}
window:addSubview(v)
local got = {}
local function deep(n) if n == 0 then v.alpha = 0.5; return v.alpha end return deep(n - 1) + 0 end
local co = coroutine.wrap(function()
  for i = 1, 5 do coroutine.yield(deep(150 * i)) end   -- the stack grows on every resume
end)
for i = 1, 5 do got[#got + 1] = co() end
got[#got + 1] = (("abc"):gsub("%a", function() v.alpha = 0.25; return tostring(v.alpha) end))
local arr = {3, 1, 2, 5, 4}
table.sort(arr, function(a, b) v.alpha = a / 10; return a < b end)
got[#got + 1] = table.concat(arr, ",")
got[#got + 1] = select(2, xpcall(error, function() v.alpha = 0.125; return v.alpha end, "x"))
got[#got + 1] = select(2, pcall(function() v.alpha = "nope" end))
do
  local c <close> = setmetatable({}, {__close = function() v.alpha = 0.375; got[#got + 1] = v.alpha end})
end
got[#got + 1] = tostring(setmetatable({}, {__tostring = function() v.alpha = 0.625; return "ts" .. v.alpha end}))
setmetatable({}, {__gc = function() v.alpha = 0.875 end})
collectgarbage(); collectgarbage()
got[#got + 1] = v.alpha
local f = load("return coroutine.wrap(function() v.alpha = 0.1; yield(v.alpha); return v.alpha end)", "=chunk", "t",
  setmetatable({v = v, yield = coroutine.yield}, {__index = _G}))()
got[#got + 1] = f()
got[#got + 1] = select(2, pcall(function(...) v.alpha = 0.2; return v.alpha + select('#', ...) end, table.unpack({}, 1, 7990)))
got[#got + 1] = select(2, pcall(v.addSubview, View{}))
got[#got + 1] = select(2, pcall(function() return v.addSubview(View{}) end))
local want = {0.5, 0.5, 0.5, 0.5, 0.5, "0.250.250.25", "1,2,3,4,5", 0.125,
  "slot_reads_unusual_frames.lua:21: bad value for 'alpha' of View (number expected, got string)",
  0.375, "ts0.625", 0.875, 0.1, 7990.2,
  "slot_reads_unusual_frames.lua:33: bad argument #2 to '?' (View expected, got no value)",
  "slot_reads_unusual_frames.lua:34: bad argument #2 to 'addSubview' (View expected, got no value)"}
local bad = {}
for i = 1, math.max(#got, #want) do
  if type(got[i]) == "string" then got[i] = got[i]:gsub("^.-([%w_]+%.lua:)", "%1") end   -- the path as the run gave it
  if got[i] ~= want[i] then bad[#bad + 1] = i .. ": " .. tostring(got[i]) .. " (want " .. tostring(want[i]) .. ")" end
end
print(#bad == 0 and "held" or table.concat(bad, "\n"))

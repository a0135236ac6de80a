-- Differential: finalizers run, in reverse order of marking, once; weak tables clear;
-- resurrection; collectgarbage's answers.
local order = {}
do
  for i = 1, 3 do setmetatable({}, {__gc = function() order[#order + 1] = i end}) end
end
collectgarbage()
collectgarbage()
print(table.concat(order, ","))
local weak = setmetatable({}, {__mode = "k"})
do local key = {} weak[key] = true end
collectgarbage()
local n = 0 for _ in pairs(weak) do n = n + 1 end
print("weak keys left", n)
local values = setmetatable({}, {__mode = "v"})
values[1] = {}
values[2] = "strings are values, not collected"
collectgarbage()
print(values[1], values[2])
local saved
do
  setmetatable({name = "phoenix"}, {__gc = function(o) saved = o end})
end
collectgarbage()
print(saved and saved.name)
print(type(collectgarbage("count")), collectgarbage("isrunning"))
print(collectgarbage("step", 0) ~= nil)
print(collectgarbage("incremental"), collectgarbage("generational"))

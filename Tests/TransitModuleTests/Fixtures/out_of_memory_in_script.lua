-- The script runs the process out of memory in its own code and catches Lua's error (the
-- tests run this under `ulimit -v`): what it built is garbage, and Transit's next call works,
-- as stock Lua's do after such an error. Nothing allocates in Lua between the two: Lua's
-- own allocation would collect that garbage first.
require "transit"
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0.5 end, function(finished) print("completion", finished) end)
local ok, message = pcall(function()
  local list, i = nil, 0
  while true do                  -- small blocks only: nothing is left for anyone's malloc
    i = i + 1
    list = {list, ("x"):rep(100) .. i}
  end
end)
clock.advance(0.2)
print(ok, message, v.alpha, clock.now)

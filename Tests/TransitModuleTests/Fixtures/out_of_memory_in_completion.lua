-- A completion that runs the process out of memory (the tests run this under `ulimit -v`):
-- Lua's "not enough memory" comes out of clock.advance into the caller's pcall, what the
-- completion built is garbage, and the engine goes on, as stock Lua does after such an error.
require "transit"
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function()
  local list, i = nil, 0
  while true do                  -- small blocks only: nothing is left for anyone's malloc
    i = i + 1
    list = {list, ("x"):rep(100) .. i}
  end
end)
print(pcall(clock.advance, 0.2))
local w = View{frame = Rect(0, 0, 10, 10)}
window:addSubview(w)
View.animate(0.1, function() w.alpha = 0.5 end, function(finished) print("next completion", finished) end)
clock.advance(0.2)
print(w.alpha, #window.subviews)

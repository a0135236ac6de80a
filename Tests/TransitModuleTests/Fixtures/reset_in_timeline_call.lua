-- transit.reset() inside a Timeline's call and a PropertyAnimator's completion: the old
-- engine's calls and completions after it in the same frame do not run, and the enclosing
-- advance returns quietly (docs/lua-module.md, transit.reset()).
local transit = require "transit"
local v = View{} window:addSubview(v)
local tl = Timeline{onComplete = function() print("timeline onComplete") end}
tl:call(function() print("call 1", clock.now) transit.reset() end, 0.1)
tl:call(function() print("call 2", clock.now) end, 0.2)
tl:to(v, {alpha = 0, duration = 0.3})
print(pcall(clock.advance, 1))
local p = PropertyAnimator{duration = 0.2, animations = function() window.alpha = 0.5 end}
p:addCompletion(function(position) print("completion 1", position) transit.reset() end)
p:addCompletion(function() print("completion 2") end)
p:startAnimation()
print(pcall(clock.advance, 1))
print("now", clock.now, "pending", clock.pendingCount)

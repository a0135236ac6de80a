-- The host closes its state from inside a completion, under the engine's Swift frames
-- (os.exit's second argument: lua_close before exit).
require "transit"
local v = View{}; window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function()
  print("exiting")
  os.exit(0, true)
end)
clock.advance(1)
print("never printed")

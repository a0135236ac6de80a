-- attack: a finalizer that creates views and animates them, run at state close
-- expect: any ""
KEEP = setmetatable({}, {__gc = function()
  local v = View{}
  window:addSubview(v)
  View.animate(1, function() v.alpha = 0 end, function() print("late") end)
  clock.advance(2)
  window.rootViewController = ViewController{}
end})
print("chunk done")

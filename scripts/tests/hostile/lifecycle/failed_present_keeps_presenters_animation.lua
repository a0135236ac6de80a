-- attack: a present whose animator throws, while the presenter's view runs an animation of its own
-- expect: ok "(?m)^presenter's fade ended true at 1.0$"
local root = ViewController{name = "root"}
window.rootViewController = root
View.animate(1, function() root.view.alpha = 0 end, function(finished)
  print("presenter's fade ended " .. tostring(finished) .. " at " .. clock.now)   -- was: false at 0.5, cut short
end)
clock.advance(0.5)
local m = ViewController{name = "m"}
m.transitioningDelegate = {animationControllerForPresented = function()
  return {transitionDuration = function() return 1 end, animateTransition = function() error("refused") end}
end}
assert(not pcall(root.present, root, m, true))
clock.runUntilIdle()

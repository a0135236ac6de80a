-- attack: the root cleared mid-push and the navigation controller dropped; the kept context completed (its end held the controller unowned)
-- expect: ok "held"
local animator = {
  transitionDuration = function() return 0.3 end,
  animateTransition = function(self, ctx) CTX = ctx end,
}
local n = NavigationController{rootViewController = ViewController{name = "r"},
  delegate = {animationControllerFor = function() return animator end}}
window.rootViewController = n
n:push(ViewController{name = "two"}, true)
window.rootViewController = nil
n = nil
collectgarbage(); collectgarbage()
print("completing")
print(pcall(function() CTX:completeTransition(true) end))
clock.advance(1)
print("held")

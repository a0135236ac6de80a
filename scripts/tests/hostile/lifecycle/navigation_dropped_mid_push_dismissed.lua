-- attack: a presented navigation controller dismissed mid-push and dropped; the kept context completed
-- expect: ok "held"
local animator = {
  transitionDuration = function() return 0.3 end,
  animateTransition = function(self, ctx) CTX = ctx end,
}
local root = ViewController{}
window.rootViewController = root
local n = NavigationController{rootViewController = ViewController{name = "r"},
  delegate = {animationControllerFor = function() return animator end}}
root:present(n, false)
clock.advance(0.1)
n:push(ViewController{name = "two"}, true)
print(pcall(function() root:dismiss(false) end))
clock.advance(0.1)
n = nil
collectgarbage(); collectgarbage()
print(pcall(function() CTX:completeTransition(true) end))
clock.advance(1)
print("held")

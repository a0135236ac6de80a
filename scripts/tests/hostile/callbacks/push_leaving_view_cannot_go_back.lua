-- attack: a push whose leaving view cannot go back into the container (a cycle built by hand) is cancelled; the completion the new top gave its coordinator in viewWillAppear never ran
-- expect: ok "^completion cancelled=true\nfalse\ttrue\n1\tfalse\n$"
local a = ViewController{name = "a"}
local nav = NavigationController{rootViewController = a}
window.rootViewController = nav
nav.delegate = {animationControllerFor = function()
  return {
    transitionDuration = function() return 0.3 end,
    animateTransition = function(_, ctx) ctx:completeTransition(true) end,
  }
end}
local b = ViewController{name = "b", viewWillAppear = function(self)
  self.transitionCoordinator:animate(nil, function(ctx) print("completion cancelled=" .. tostring(ctx.isCancelled)) end)
end}
a.view:removeFromSuperview()
a.view:addSubview(nav.view)                     -- the container inside the leaving view
local ok, err = pcall(nav.push, nav, b, true)
print(ok, err:match("push_leaving_view_cannot_go_back%.lua:17:") ~= nil)
clock.runUntilIdle()
print(#nav.viewControllers, b.navigationController == nav)

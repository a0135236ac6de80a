-- attack: an error in the new top's viewDidAppear at the end of a push a delegate's animator runs (it was dropped)
-- expect: error "appeared failed"
local nav = NavigationController{rootViewController = ViewController{name = "a"}}
window.rootViewController = nav
nav.delegate = {animationControllerFor = function()
  return {
    transitionDuration = function() return 0.3 end,
    animateTransition = function(_, ctx)
      ctx.containerView:addSubview(ctx:view("to"))
      View.animate(0.3, function() ctx:view("to").alpha = 1 end, function() ctx:completeTransition(true) end)
    end,
  }
end}
local b = ViewController{name = "b"}
b.viewDidAppear = function() error("appeared failed") end
nav:push(b, true)
clock.runUntilIdle()

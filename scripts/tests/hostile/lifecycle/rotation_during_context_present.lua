-- attack: the device rotates while a Current Context or over-current-context presentation over a tab animates in (default and custom animators), then the presentation settles
-- expect: ok "^placed 852x323 852x323 852x323 852x323 then 393x769 300x200"
-- A settled context presentation covers the tab's content area wherever it is now (left98); one
-- still animating when the rotation came must take it when it ends, as UIKit rotates after a
-- transition (rev98b: it stayed 393×769, its portrait frame, in the 852×323 landscape content
-- area). A frame the animator chose for itself stays.
local a, b = ViewController{name = "a"}, ViewController{name = "b"}
a.definesPresentationContext = true
local tabs = TabBarController{name = "tabs", viewControllers = {a, b}}
window.rootViewController = tabs
clock.runUntilIdle()
local function animator(final)
  return {
    transitionDuration = function() return 0.3 end,
    animateTransition = function(_, ctx)
      local to = ctx:view("to")
      to.frame = final or ctx:finalFrame(ctx:viewController("to"))
      to.alpha = 0
      ctx.containerView:addSubview(to)
      View.animate(0.3, function() to.alpha = 1 end, function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
    end,
  }
end
local sizes = {}
local function run(style, custom, final)
  local p = ViewController{name = "p"}
  p.modalPresentationStyle = style
  if custom then p.transitioningDelegate = {animationControllerForPresented = function() return animator(final) end} end
  a:present(p, true)
  clock.advance(0.1)
  device.orientation = "landscapeLeft"
  clock.runUntilIdle()
  local f = p.view.frame
  sizes[#sizes + 1] = ("%dx%d"):format(f.width, f.height)
  p:dismiss(false)
  device.orientation = "portrait"
  clock.runUntilIdle()
end
run("currentContext", false)
run("overCurrentContext", false)
run("currentContext", true)
run("overCurrentContext", true)
-- a frame of the animator's own: kept (portrait, then landscape)
local p = ViewController{name = "p"}
p.modalPresentationStyle = "overCurrentContext"
a:present(p, true)
clock.runUntilIdle()
sizes[#sizes + 1] = "then " .. ("%dx%d"):format(p.view.frame.width, p.view.frame.height)
p:dismiss(false)
clock.runUntilIdle()
run("overCurrentContext", true, Rect(0, 0, 300, 200))
print("placed " .. table.concat(sizes, " "))

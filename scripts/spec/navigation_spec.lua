-- navigation_spec.lua — NavigationController: push and pop with the default slide (the new
-- view in from the right over the full width, the old one left by a third; 0.35 s
-- ease-in-ease-out, Transit's choice: Apple documents neither) at ¼, ½ and the end; with a
-- navigation delegate's animator; the life cycle in UIKit's order; misuse.
local UIKit = require "spec.support.uikit"   -- UIKit's arithmetic, computed independently
local easeInOut = UIKit.easeInOut

local W, H, log, nav, first, second

local function logged(name)
  return ViewController{name = name,
    viewWillAppear = function(self) log[#log + 1] = name .. ".viewWillAppear" end,
    viewDidAppear = function(self) log[#log + 1] = name .. ".viewDidAppear" end,
    viewWillDisappear = function(self) log[#log + 1] = name .. ".viewWillDisappear" end,
    viewDidDisappear = function(self) log[#log + 1] = name .. ".viewDidDisappear" end}
end

describe("a navigation controller", function()
  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    log = {}
    first, second = logged("first"), logged("second")
    nav = NavigationController{rootViewController = first, name = "nav"}
    window.rootViewController = nav
    clock.runUntilIdle()
    log = {}
  end)

  it("starts with its root, whose view fills its own", function()
    expect(#nav.viewControllers):toBe(1)
    expect(nav.viewControllers[1]):toBe(first)
    expect(nav.topViewController):toBe(first)
    expect(first.navigationController):toBe(nav)
    expect(first.view.superview):toBe(nav.view)
    expect(first.view.frame):toEqual(Rect(0, 0, W, H))
  end)

  it("pushes with the default slide: in from the right, the old view left by a third", function()
    nav:push(second, true)
    expect(nav.topViewController):toBe(second)
    expect(second.navigationController):toBe(nav)
    expect(log):toEqual{"first.viewWillDisappear", "second.viewWillAppear"}
    for _, q in ipairs{0.25, 0.5} do
      at(q, function(now)
        expect(now):toBeCloseTo(0.35 * q, 1e-9)
        local e = easeInOut(q)
        expect(second.view.presentation.frame.x):toBeCloseTo(W * (1 - e), 1e-9)
        expect(first.view.presentation.frame.x):toBeCloseTo(-W / 3 * e, 1e-9)
      end)
    end
    at(1)
    expect(second.view.frame):toEqual(Rect(0, 0, W, H))
    expect(second.view.superview):toBe(nav.view)
    expect(first.view.superview):toBe(nil)
    expect(log):toEqual{"first.viewWillDisappear", "second.viewWillAppear",
                        "first.viewDidDisappear", "second.viewDidAppear"}
  end)

  it("pops with the reverse slide and returns the popped controller", function()
    nav:push(second, false)
    log = {}
    local popped = nav:pop(true)
    expect(popped):toBe(second)
    expect(nav.topViewController):toBe(first)
    for _, q in ipairs{0.25, 0.5} do
      at(q, function()
        local e = easeInOut(q)
        expect(second.view.presentation.frame.x):toBeCloseTo(W * e, 1e-9)
        expect(first.view.presentation.frame.x):toBeCloseTo(-W / 3 * (1 - e), 1e-9)
      end)
    end
    at(1)
    expect(first.view.frame):toEqual(Rect(0, 0, W, H))
    expect(second.view.superview):toBe(nil)
    expect(second.navigationController):toBe(nil)
    expect(log):toEqual{"second.viewWillDisappear", "first.viewWillAppear",
                        "second.viewDidDisappear", "first.viewDidAppear"}
  end)

  it("pops to the root, the controllers between getting no calls", function()
    local third = logged("third")
    nav:push(second, false)
    nav:push(third, false)
    log = {}
    local popped = nav:popToRoot(false)
    expect(#popped):toBe(2)
    expect(popped[1]):toBe(second)
    expect(popped[2]):toBe(third)
    expect(#nav.viewControllers):toBe(1)
    expect(log):toEqual{"third.viewWillDisappear", "first.viewWillAppear",
                        "third.viewDidDisappear", "first.viewDidAppear"}
    expect(nav:popToRoot(false)):toBe(nil)
  end)

  it("records push and pop in the timeline", function()
    nav:push(second, true)
    clock.runUntilIdle()
    nav:pop(false)
    local text = tostring(timeline())
    expect(text:find("push #%d+ second on nav animated=true at navigation_spec.lua:%d+") ~= nil):toBe(true)
    expect(text:find("pop #%d+ first from nav animated=false at navigation_spec.lua:%d+") ~= nil):toBe(true)
  end)

  it("uses the delegate's animator, with the controllers as from and to", function()
    local asked = {}
    local animator = {
      transitionDuration = function(self, ctx) return 0.2 end,
      animateTransition = function(self, ctx)
        local from, to = ctx:viewController("from"), ctx:viewController("to")
        asked[#asked + 1] = from.name .. "->" .. to.name
        expect(ctx:finalFrame(to)):toEqual(Rect(0, 0, W, H))
        expect(ctx.containerView):toBe(nav.view)
        local toView = ctx:view("to")
        toView.frame = ctx:finalFrame(to)
        toView.alpha = 0
        ctx.containerView:addSubview(toView)
        View.animate(0.2, function() toView.alpha = 1 end, function()
          ctx:completeTransition(not ctx.transitionWasCancelled)
        end)
      end,
    }
    nav.delegate = {animationControllerFor = function(self, operation, from, to)
      asked[#asked + 1] = operation
      return animator
    end}
    nav:push(second, true)
    at(0.5, function() expect(second.view.presentation.alpha):toBeCloseTo(0.5, 1e-9) end)
    at(1)
    expect(second.view.alpha):toBe(1)
    expect(first.view.superview):toBe(nil)
    nav:pop(true)
    clock.runUntilIdle()
    expect(asked):toEqual{"push", "first->second", "pop", "second->first"}
    expect(nav.topViewController):toBe(first)
    expect(first.view.superview):toBe(nav.view)
    expect(second.view.superview):toBe(nil)
  end)

  it("slides by default when the delegate returns nil", function()
    nav.delegate = {animationControllerFor = function() return nil end}
    nav:push(second, true)
    at(0.5, function(now) expect(now):toBeCloseTo(0.175, 1e-9) end)
    at(1)
    expect(nav.topViewController):toBe(second)
  end)

  it("starts empty without a table, as UINavigationController() does", function()
    -- the maker was handed nil: "bad argument #1 to '?' (table expected, got nil)"
    local empty = NavigationController()
    expect(#empty.viewControllers):toBe(0)
    assert.is_nil(empty.topViewController)
    empty:push(second, false)
    expect(empty.topViewController):toBe(second)
  end)

  it("refuses a controller already in a stack", function()
    expect(function() nav:push(first, false) end)
      :toThrow("navigation_spec.lua:157: Pushing the same view controller instance more than once is not supported (<ViewController: first>)")
  end)

  it("does nothing when asked to pop the root", function()
    expect(nav:pop(true)):toBe(nil)
    expect(nav.topViewController):toBe(first)
    expect(#log):toBe(0)
  end)

  it("ignores a push during a push transition, with a warning", function()
    nav:push(second, true)
    expect_warning("navigation_spec.lua:170: Attempt to push <ViewController: third> on <NavigationController: nav> while a push or pop transition is in progress!",
      function() nav:push(ViewController{name = "third"}, true) end)
    clock.runUntilIdle()
    expect(#nav.viewControllers):toBe(2)
  end)

  it("names the line of a delegate that returns no animator, the stack unchanged", function()
    nav.delegate = {animationControllerFor = function() return 42 end}
    expect(function() nav:push(second, true) end)
      :toThrow("navigation_spec.lua:177: animationControllerFor of the delegate of <NavigationController: nav> must return an animator (a table) or nil, got number")
    expect(#nav.viewControllers):toBe(1)
    expect(second.navigationController):toBe(nil)
  end)

  -- Issue 9: a swipe back is an interactive pop. The delegate's animator slides the top view
  -- out to the right over 0.4 s, linearly; its interactionControllerFor hands UIKit the
  -- interaction controller.
  local function slideOut(interaction)
    local animator = {
      transitionDuration = function() return 0.4 end,
      animateTransition = function(self, ctx)
        local fromView, toView = ctx:view("from"), ctx:view("to")
        toView.frame = ctx:finalFrame(ctx:viewController("to"))
        ctx.containerView:insertSubview(toView, {below = fromView})
        View.animate{duration = 0.4, curve = "linear", animations = function()
          fromView.center = Point(fromView.center.x + W, fromView.center.y)
        end, completion = function()
          if ctx.transitionWasCancelled then fromView.center = Point(W / 2, H / 2) end
          ctx:completeTransition(not ctx.transitionWasCancelled)
        end}
      end,
    }
    nav.delegate = {
      animationControllerFor = function() return animator end,
      interactionControllerFor = function(self, a)
        expect(a):toBe(animator)
        return interaction
      end,
    }
  end

  it("pops interactively and keeps the stack when the swipe back is cancelled", function()
    nav:push(second, false)
    clock.runUntilIdle()
    local interaction = PercentDrivenInteractiveTransition{completionCurve = "linear"}
    slideOut(interaction)
    log = {}
    expect(nav:pop(true)):toBe(second)
    expect(log):toEqual({"second.viewWillDisappear", "first.viewWillAppear"})
    interaction:update(0.25)
    expect(second.view.presentation.center.x):toBeCloseTo(W / 2 + 0.25 * W, 1e-9)
    clock.advance(1)                                   -- the finger rests: so does the pop
    expect(second.view.presentation.center.x):toBeCloseTo(W / 2 + 0.25 * W, 1e-9)
    interaction:cancel()
    clock.advance(0.05)                                -- back over 0.25 × 0.4 s = 0.1 s
    expect(second.view.presentation.center.x):toBeCloseTo(W / 2 + 0.125 * W, 1e-9)
    log = {}
    clock.advance(0.05)
    expect(log):toEqual({"first.viewWillDisappear", "first.viewDidDisappear",
                         "second.viewWillAppear", "second.viewDidAppear"})
    expect(nav.topViewController):toBe(second)
    expect(#nav.viewControllers):toBe(2)
    expect(second.navigationController):toBe(nav)
    expect(second.view.superview):toBe(nav.view)
    expect(first.view.superview):toBe(nil)
    expect(second.view.frame):toEqual(Rect(0, 0, W, H))
  end)

  it("pops interactively to the end when the swipe back finishes", function()
    nav:push(second, false)
    clock.runUntilIdle()
    local interaction = PercentDrivenInteractiveTransition{completionSpeed = 2, completionCurve = "linear"}
    slideOut(interaction)
    nav:pop(true)
    interaction:update(0.5)
    interaction:finish()
    clock.advance(0.05)                                -- the rest, 0.2 s, at twice the speed: 0.1 s
    expect(second.view.presentation.center.x):toBeCloseTo(W / 2 + 0.75 * W, 1e-9)
    clock.advance(0.05)
    expect(nav.topViewController):toBe(first)
    expect(second.navigationController):toBe(nil)
  end)

  it("lets a custom interaction controller report through the context", function()
    nav:push(second, false)
    clock.runUntilIdle()
    local ctx
    -- it animates nothing itself, but puts the view it shows in, as an interaction
    -- controller that drives no animator must (the audit reports a pop that shows nothing)
    slideOut({startInteractiveTransition = function(self, c)
      ctx = c
      c.containerView:insertSubview(c:view("to"), {below = c:view("from")})
    end})
    nav:pop(true)
    assert.is_true(ctx.isInteractive)
    ctx:updateInteractiveTransition(0.5)
    ctx:finishInteractiveTransition()
    assert.is_false(ctx.isInteractive)
    assert.is_false(ctx.transitionWasCancelled)
    ctx:completeTransition(true)
    expect(nav.topViewController):toBe(first)
    local last = timeline()
    expect(last[#last - 1]):toMatch("pop #%d+ interaction finishes at 0.5")
    expect(function() ctx:updateInteractiveTransition(0 / 0) end)
      :toThrow("bad argument #1 to 'updateInteractiveTransition' (a finite percentage expected, got nan)")
  end)

  it("pops by itself and lets pause() catch it, UIKit's interruptible transition", function()
    nav:push(second, false)
    clock.runUntilIdle()
    local interaction = PercentDrivenInteractiveTransition{wantsInteractiveStart = false, completionCurve = "linear"}
    slideOut(interaction)
    local start = clock.now
    nav:pop(true)
    clock.advance(0.1)                                 -- by the clock: a quarter of 0.4 s
    expect(second.view.presentation.center.x):toBeCloseTo(W / 2 + 0.25 * W, 1e-9)
    expect(function() interaction:update(0.5) end)
      :toThrow("runs by itself (wantsInteractiveStart = false); call pause() first")
    interaction:pause()
    expect(interaction.percentComplete):toBeCloseTo(0.25, 1e-9)
    clock.advance(1)
    expect(second.view.presentation.center.x):toBeCloseTo(W / 2 + 0.25 * W, 1e-9)
    interaction:cancel()
    clock.runUntilIdle()
    expect(clock.now - start):toBeCloseTo(1.2, 1e-9)  -- 0.1 s by itself, held 1 s, 0.1 s back
    expect(nav.topViewController):toBe(second)
    local interactions = {}
    for _, line in ipairs(timeline()) do
      if line:find("interaction") then interactions[#interactions + 1] = line:gsub("#%d+", "#n") end
    end
    expect(interactions):toEqual({"0.100000 pop #n interaction pauses at 0.25", "1.100000 pop #n interaction cancels at 0.25"})
  end)

  it("drives an animator's interruptibleAnimator instead of animateTransition", function()
    nav:push(second, false)
    clock.runUntilIdle()
    local property, animated
    local animator = {
      transitionDuration = function() return 0.4 end,
      animateTransition = function() animated = true end,
      interruptibleAnimator = function(self, ctx)
        if property then return property end         -- the same one for the whole transition
        local fromView, toView = ctx:view("from"), ctx:view("to")
        ctx.containerView:insertSubview(toView, {below = fromView})
        property = PropertyAnimator{duration = 0.4, curve = "easeIn", animations = function()
          fromView.center = Point(fromView.center.x + W, fromView.center.y)
        end}
        property:addCompletion(function(position) ctx:completeTransition(position == "end") end)
        return property
      end,
    }
    local interaction = PercentDrivenInteractiveTransition()
    nav.delegate = {animationControllerFor = function() return animator end,
                    interactionControllerFor = function() return interaction end}
    nav:pop(true)
    assert.is_nil(animated)
    expect(property.state):toBe("active")
    interaction:update(0.5)                            -- a property animator scrubs linearly
    expect(second.view.presentation.center.x):toBeCloseTo(W / 2 + 0.5 * W, 1e-9)
    interaction:cancel()
    clock.runUntilIdle()
    -- reversed to the start: a property animator puts the model back there
    expect(second.view.center.x):toBeCloseTo(W / 2, 1e-9)
    expect(nav.topViewController):toBe(second)
    animator.interruptibleAnimator = function() return 42 end
    property = nil
    expect(function() nav:pop(true) end)
      :toThrow("navigation_spec.lua:335: interruptibleAnimator of the animator for pop #3 second -> first must return a PropertyAnimator, got number")
    expect(nav.topViewController):toBe(second)        -- the pop failed: the stack as it was
    expect(second.view.superview):toBe(nav.view)
  end)

  it("names the line of an interaction controller without startInteractiveTransition", function()
    slideOut({})
    expect(function() nav:push(second, true) end)
      :toThrow("navigation_spec.lua:343: the interaction controller interactionControllerFor returned has no 'startInteractiveTransition' function")
    expect(#nav.viewControllers):toBe(1)
    expect(second.navigationController):toBe(nil)
  end)
end)

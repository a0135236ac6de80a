-- transition_audit_spec.lua — the transition audit (docs/motion.md, "Transition invariants")
-- checks what a present or dismiss leaves where its end settles, before the callbacks of the
-- end: UIKit code that begins the next transition from one of them passes (an unexpected
-- warning would fail the test), and an animator's own mistake is still reported.
describe("the transition audit", function()
  local root

  before_each(function()
    root = ViewController{name = "root"}
    window.rootViewController = root
  end)

  it("lets viewDidAppear dismiss after an animated present", function()
    local vc = ViewController{name = "vc", viewDidAppear = function(self) self:dismiss(false) end}
    root:present(vc, true)
    clock.runUntilIdle()
    expect(root.presentedViewController):toBeNil()
    expect(root.view.window):toBe(window)
  end)

  it("lets the coordinator's completion dismiss", function()
    local vc = ViewController{name = "vc"}
    root:present(vc, true)
    vc.transitionCoordinator:animate(nil, function() vc:dismiss(false) end)
    clock.runUntilIdle()
    expect(root.presentedViewController):toBeNil()
    expect(#window.subviews):toBe(1)
  end)

  it("lets the coordinator's completion present another", function()
    local vc = ViewController{name = "vc"}
    root:present(vc, true)
    vc.transitionCoordinator:animate(nil, function() vc:present(ViewController{name = "w"}, false) end)
    clock.runUntilIdle()
    expect(vc.presentedViewController.name):toBe("w")
    expect(vc.view.window):toBeNil()
  end)

  it("lets presentationTransitionDidEnd dismiss", function()
    local vc = ViewController{name = "vc", modalPresentationStyle = "custom"}
    vc.transitioningDelegate = {presentationControllerForPresented = function(_, presented, presenting)
      return PresentationController{presentedViewController = presented, presentingViewController = presenting,
        presentationTransitionDidEnd = function() presented:dismiss(false) end}
    end}
    root:present(vc, true)
    clock.runUntilIdle()
    expect(root.presentedViewController):toBeNil()
  end)

  it("still reports an animator that never puts the presented view in, though viewDidAppear dismisses", function()
    local Forgetful = {}
    function Forgetful:animationControllerForPresented() return self end
    function Forgetful:transitionDuration() return 0.3 end
    function Forgetful:animateTransition(ctx)
      View.animate(0.3, function() ctx.containerView.alpha = 0.5 end, function() ctx:completeTransition(true) end)
    end
    local vc = ViewController{name = "vc", viewDidAppear = function(self) self:dismiss(false) end}
    vc.transitioningDelegate = Forgetful
    expect_warning("present #1 vc on root %(completed%): vc's view is not in the window$", function()
      root:present(vc, true)
      clock.runUntilIdle()
    end)
    expect(root.presentedViewController):toBeNil()
  end)

  it("reports a push whose animator never puts the pushed view in", function()
    local nav = NavigationController{rootViewController = ViewController{name = "a"}, name = "nav"}
    window.rootViewController = nav
    clock.runUntilIdle()
    local Forgetful = {}
    function Forgetful:transitionDuration() return 0.3 end
    function Forgetful:animateTransition(ctx)
      View.animate(0.3, function() ctx:view("from").alpha = 0 end, function() ctx:completeTransition(true) end)
    end
    nav.delegate = {animationControllerFor = function() return Forgetful end}
    expect_warning("push #1 a %-> b %(completed%): b's view is not in the container", function()
      nav:push(ViewController{name = "b"}, true)
      clock.runUntilIdle()
    end)
    expect(nav.topViewController.name):toBe("b")
  end)
end)

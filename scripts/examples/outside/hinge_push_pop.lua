-- hinge_push_pop.lua — comst007's LZTransition03_3DTranslate ported to Transit: a push that
-- turns the old screen away about its left edge (anchor point (0, 0.5), a quarter turn about
-- y, no perspective) while the new one fades in under it, 0.75 s; a pop that turns the old
-- screen back in about the same edge on top, 1 s. Both on UIView.animate's default curve; each
-- completion puts the anchor point and position back. A module; scripts/spec/outside/
-- hinge_push_pop_spec.lua pushes and pops and pins widths and alphas.
--
-- Source: https://github.com/comst007/testOC, LZTransition03_3DTranslate/
-- LZTransition03_3DTranslate/ (LZPushTransition.m, LZPopTransition.m, LZFirstViewController.m,
-- LZSecondViewController.m, Base.lproj/Main.storyboard) at c107e427 (2015), © 2015 comst (the
-- repository states no licence; the port is written from reading it, not copied). Objective-C:
-- one Lua line for each line where the contract allows; where it does not, the comment says so.
-- Not ported: the `bkground` picture (a plain view of its frame); the navigation bar (none in
-- Transit: the screens start at the top, the pop is `popViewController` as its back button).
local M = {}

-- LZPushTransition.m
local LZPushTransition = {}
LZPushTransition.__index = LZPushTransition
M.LZPushTransition = LZPushTransition

function LZPushTransition.new() return setmetatable({}, LZPushTransition) end

function LZPushTransition:transitionDuration(transitionContext)
  return 0.75
end

function LZPushTransition:animateTransition(transitionContext)
  local fromVC = transitionContext:viewController("from")
  local toVC = transitionContext:viewController("to")
  local containerView = transitionContext.containerView

  local fromView = fromVC.view
  local toView = toVC.view

  fromView.frame = transitionContext:initialFrame(fromVC)
  toView.frame = transitionContext:initialFrame(fromVC)
  toView.alpha = 0

  containerView:addSubview(toView)

  fromView.layer.anchorPoint = Point(0, 0.5)
  fromView.layer.position = Point(0, screen.bounds.midY)

  View.animate(self:transitionDuration(transitionContext), function()
    toView.alpha = 1
    fromView.layer.transform = containerView.layer.transform:rotated(-math.pi / 2, 0, 1, 0)
  end, function(_)
    fromView.layer.anchorPoint = Point(0.5, 0.5)
    fromView.transform = Transform.identity
    fromView.layer.position = Point(screen.bounds.midX, screen.bounds.midY)

    transitionContext:completeTransition(true)
  end)
end

-- LZPopTransition.m
local LZPopTransition = {}
LZPopTransition.__index = LZPopTransition
M.LZPopTransition = LZPopTransition

function LZPopTransition.new() return setmetatable({}, LZPopTransition) end

function LZPopTransition:transitionDuration(transitionContext)
  return 1.0
end

function LZPopTransition:animateTransition(transitionContext)
  local toVC = transitionContext:viewController("to")
  local fromVC = transitionContext:viewController("from")
  local containerView = transitionContext.containerView

  local toView = toVC.view

  toView.frame = transitionContext:initialFrame(fromVC)

  toView.layer.anchorPoint = Point(0, 0.5)
  toView.layer.position = Point(0, screen.bounds.midY)
  containerView:addSubview(toView)

  toView.layer.transform = toView.layer.transform:rotated(-math.pi / 2, 0, 1, 0)

  View.animate(self:transitionDuration(transitionContext), function()
    toView.layer.transform = Transform3D.identity
  end, function(_)
    toView.layer.anchorPoint = Point(0.5, 0.5)
    toView.layer.position = Point(screen.bounds.midX, screen.bounds.midY)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

-- LZFirstViewController.m: its own navigation delegate (the method a Lua-side field); `[toVC
-- isKindOfClass:…]` reads the controller's name
function M.LZFirstViewController()
  local controller = ViewController{name = "LZFirstViewController"}

  function controller:viewDidLoad()
    self.view.backgroundColor = Color.blue
    self.navigationController.delegate = self
    -- Main.storyboard: the image (leading 19, trailing 9, 8 below the top guide, 462 high) and
    -- the push button of its width under it (20 above the bottom guide, 30 high), resolved
    -- under the iPhone 15's safe-area insets (59 top, 34 bottom); the button's push segue
    local bounds = self.view.bounds
    local inset = window.safeAreaInsets
    self.view:addSubview(View{name = "bkground", frame = Rect(19, inset.top + 8, bounds.width - 28, 462)})
    local button = View{name = "push", frame = Rect(19, bounds.height - inset.bottom - 20 - 30, bounds.width - 28, 30)}
    button.backgroundColor = Color(0.8, 1, 0.4, 1)
    self.view:addSubview(button)
    button:addGestureRecognizer(TapGestureRecognizer(function()
      self.navigationController:pushViewController(M.LZSecondViewController(), true)
    end))
  end

  function controller:animationControllerFor(operation, fromVC, toVC)
    if toVC.name == "LZSecondViewController" then
      return LZPushTransition.new()
    end
    if toVC.name == "LZFirstViewController" then
      return LZPopTransition.new()
    end
    return nil
  end

  return controller
end

-- LZSecondViewController.m (the storyboard's white scene)
function M.LZSecondViewController()
  return ViewController{name = "LZSecondViewController", viewDidLoad = function(self)
    self.view.backgroundColor = Color.white
  end}
end

function M.NavigationController()
  return NavigationController{rootViewController = M.LZFirstViewController()}
end

return M

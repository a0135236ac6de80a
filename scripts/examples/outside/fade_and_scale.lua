-- fade_and_scale.lua — the CustomShow demo of IamAlchemist/Animations ported to Transit: a
-- controller that is its own navigation delegate and picks the animator by the operation — a
-- push grows the new screen from a tenth of its size on top of the old one while it fades in
-- and the old one fades out; a pop lays the screen below back on top, fading it in, while the
-- leaving one shrinks to a tenth and fades under it; any other operation keeps UIKit's slide.
-- Both run 1 s on UIView.animate's default curve. A module; scripts/spec/outside/
-- fade_and_scale_spec.lua pushes and pops and pins scales and alphas.
--
-- Source: https://github.com/IamAlchemist/Animations, Animations/CustomShowViewController.swift,
-- Animations/Animator.swift (FadeAndScaleTransitionPush, FadeAndScaleTransitionPop) and
-- Animations/CustomShow.storyboard at 2b08ac5 (2016-07-31; the two Swift files last changed at
-- 156e48d, 2016-07-25), © 2016 Wizard Li, MIT licence. Swift 2: `viewControllerForKey(…)` is
-- `viewController(forKey:)`. One Lua line for each Swift line where the contract allows; where
-- it does not, the comment says so. Not ported: `quit(_:)`, the bar button that dismisses the
-- navigation controller the demo's menu presented (here it is the window's root: nothing
-- presented it); the navigation bar (none in Transit: the screens start at the top).
local M = {}

-- Animator.swift: FadeAndScaleTransitionPush
local FadeAndScaleTransitionPush = {}
FadeAndScaleTransitionPush.__index = FadeAndScaleTransitionPush
M.FadeAndScaleTransitionPush = FadeAndScaleTransitionPush

function FadeAndScaleTransitionPush.new() return setmetatable({}, FadeAndScaleTransitionPush) end

function FadeAndScaleTransitionPush:transitionDuration(transitionContext)
  return 1
end

function FadeAndScaleTransitionPush:animateTransition(transitionContext)
  local toViewController = transitionContext:viewController("to")
  local fromViewController = transitionContext:viewController("from")

  transitionContext.containerView:addSubview(toViewController.view)
  toViewController.view.transform = Transform.scale(0.1, 0.1)
  toViewController.view.alpha = 0.0

  View.animate(self:transitionDuration(transitionContext), function()
    fromViewController.view.alpha = 0.0
    toViewController.view.transform = Transform.identity
    toViewController.view.alpha = 1.0
  end, function(_)
    fromViewController.view.alpha = 1.0
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

-- Animator.swift: FadeAndScaleTransitionPop. The screen below is added on top, so the
-- leaving one shrinks under it as it fades in; the completion puts back the leaving view's
-- transform but not its alpha, as the Swift does.
local FadeAndScaleTransitionPop = {}
FadeAndScaleTransitionPop.__index = FadeAndScaleTransitionPop
M.FadeAndScaleTransitionPop = FadeAndScaleTransitionPop

function FadeAndScaleTransitionPop.new() return setmetatable({}, FadeAndScaleTransitionPop) end

function FadeAndScaleTransitionPop:transitionDuration(transitionContext)
  return 1
end

function FadeAndScaleTransitionPop:animateTransition(transitionContext)
  local toViewController = transitionContext:viewController("to")
  local fromViewController = transitionContext:viewController("from")

  transitionContext.containerView:addSubview(toViewController.view)
  toViewController.view.alpha = 0

  View.animate(self:transitionDuration(transitionContext), function()
    fromViewController.view.transform = Transform.scale(0.1, 0.1)
    fromViewController.view.alpha = 0.0
    toViewController.view.alpha = 1
  end, function(_)
    fromViewController.view.transform = Transform.identity
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

-- CustomShowViewController.swift: the delegate is the controller itself, its method a
-- Lua-side field (UIKit's first argument, the navigation controller, comes last: unused here).
function M.CustomShowViewController()
  local controller = ViewController{name = "CustomShowViewController"}

  function controller:viewDidLoad()
    if self.navigationController then self.navigationController.delegate = self end
    -- CustomShow.storyboard: a white scene, its button (91 × 30) centred by two constraints,
    -- with a show segue (the storyboard's segue below)
    self.view.backgroundColor = Color.white
    local button = View{name = "button", frame = Rect(0, 0, 91, 30)}
    self.view:addSubview(button)
    button.center = Point(self.view.bounds.midX, self.view.bounds.midY)
    button:addGestureRecognizer(TapGestureRecognizer(function(sender) self:performSegue("show", sender) end))
  end

  -- switch operation: .Push, .Pop, .None (Lua's names "push", "pop"; none otherwise)
  function controller:animationControllerFor(operation, fromVC, toVC)
    if operation == "push" then
      return FadeAndScaleTransitionPush.new()
    elseif operation == "pop" then
      return FadeAndScaleTransitionPop.new()
    else
      return nil
    end
  end

  return controller
end

-- CustomShow.storyboard: the navigation controller around the root scene, the blue scene
-- (0.086, 0.659, 0.918) and the button's show segue to it. Transit's storyboard segues present
-- modally unless given a class; a show segue in a navigation stack pushes, so the class does.
function M.storyboard()
  storyboard.scene("customShow", M.CustomShowViewController)
  storyboard.scene("blue", function()
    return ViewController{name = "blue", viewDidLoad = function(self)
      self.view.backgroundColor = Color(0.086274509799999996, 0.6588235294, 0.91764705879999997, 1)
    end}
  end)
  storyboard.segue{from = "customShow", to = "blue", identifier = "show", class = {
    perform = function(self) self.source.navigationController:pushViewController(self.destination, true) end,
  }}
end

function M.NavigationController()
  M.storyboard()
  return NavigationController{rootViewController = storyboard.instantiate("customShow")}
end

return M

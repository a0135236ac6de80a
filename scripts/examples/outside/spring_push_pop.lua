-- spring_push_pop.lua — MChainZhou/animation's PushPopTransition ported to Transit: a
-- navigation delegate, installed by the first screen just before its push, returns an animator
-- that drops the pushed view in from below on an underdamped spring (damping 0.5, 0.8 s) while
-- the view behind dims to alpha 0.8; the pop drops the previous view in from above the same
-- way. A touch anywhere on the first screen pushes; the second screen's button pops. A module;
-- scripts/spec/outside/spring_push_pop_spec.lua runs it and pins its frames and alphas.
--
-- Source: https://github.com/MChainZhou/animation, animation/Transition/PushPopTransition.swift,
-- NavigationDelegate.swift, PushViewController.swift and PopViewController.swift at d6cd687
-- (2018-10-24), © 2018 its author (the repository states no licence; the port is written from
-- reading it, not copied). One Lua line for each Swift line where the contract allows; where it
-- does not, the comment says so.
local M = {}

-- PushPopTransition.swift
local PushPopTransition = {}
PushPopTransition.__index = PushPopTransition
M.PushPopTransition = PushPopTransition

function PushPopTransition.new()
  return setmetatable({isPush = true}, PushPopTransition)
end

function PushPopTransition:transitionDuration(transitionContext)
  return 0.8
end

function PushPopTransition:animateTransition(transitionContext)
  local formVc = transitionContext:viewController("from")
  local toVc = transitionContext:viewController("to")
  local containerView = transitionContext.containerView
  local duration = self:transitionDuration(transitionContext)

  if formVc and toVc then
    local finalFrameForVc = transitionContext:finalFrame(toVc)
    local bounds = screen.bounds                        -- UIScreen.main.bounds
    local offSetY = self.isPush and bounds.height or -bounds.height

    toVc.view.frame = finalFrameForVc:offsetBy(0, offSetY)
    containerView:addSubview(toVc.view)

    -- usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: .curveLinear (the
    -- spring is the timing curve: a curve option gives way to it, in UIKit as here)
    View.animate{duration = duration, delay = 0, usingSpringWithDamping = 0.5, initialSpringVelocity = 0,
                 options = "curveLinear", animations = function()
      formVc.view.alpha = 0.8
      toVc.view.frame = finalFrameForVc
    end, completion = function(_)
      transitionContext:completeTransition(true)
      formVc.view.alpha = 1.0
    end}

  end

end

-- NavigationDelegate.swift. UIKit's first argument, the navigation controller, comes last in
-- Transit (unused here).
local NavigationDelegate = {}
NavigationDelegate.__index = NavigationDelegate
M.NavigationDelegate = NavigationDelegate

function NavigationDelegate.new()
  return setmetatable({}, NavigationDelegate)
end

function NavigationDelegate:animationControllerFor(operation, fromVC, toVC)
  local transition = PushPopTransition.new()
  transition.isPush = operation == "push"
  return transition
end

-- PopViewController.swift: the storyboard scene "PopViewController", its button an outlet.
function M.PopViewController()
  return ViewController{
    name = "pop",
    viewDidLoad = function(self)
      self.view.backgroundColor = Color.yellow
      self.button = View{name = "button", frame = Rect(150, 400, 93, 44)}
      self.view:addSubview(self.button)
      -- @IBAction clickBtn, connected to touchUpInside
      self.button:addGestureRecognizer(TapGestureRecognizer(function() self:clickBtn() end))
    end,
    clickBtn = function(self)
      local navigationController = self.navigationController
      if navigationController then navigationController:popViewController(true) end
    end,
  }
end

-- PushViewController.swift
function M.PushViewController()
  local controller = ViewController{
    name = "push",
    viewDidLoad = function(self)
      self.view.backgroundColor = Color.white
      -- touchesBegan(_:with:) is an override UIKit calls for any touch on the view; Transit has
      -- no touch overrides, so a tap recognizer on the view calls it
      self.view:addGestureRecognizer(TapGestureRecognizer(function() self:touchesBegan() end))
    end,
  }
  controller.delegate = NavigationDelegate.new()

  -- UIStoryboard(name: "Main", …).instantiateViewController(withIdentifier: "PopViewController")
  -- as? PopViewController: the scene's factory
  function controller:touchesBegan(touches, event)
    local popVc = M.PopViewController()
    if popVc then
      local navigationController = self.navigationController
      if navigationController then
        navigationController.delegate = self.delegate
        navigationController:pushViewController(popVc, true)
      end
    end
  end

  return controller
end

return M

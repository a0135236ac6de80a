-- navigation_transitions.lua — cjwirth's NavigationControllerTransitions ported to Transit: a
-- push whose new controller slides up from the bottom, given by a navigation delegate that is
-- installed only for that push and puts the previous delegate back in didShow, so the edge
-- swipe back keeps working afterwards. A module; scripts/spec/outside/
-- navigation_transitions_spec.lua runs the example app (openNext) and pins its frames.
--
-- Source: https://github.com/cjwirth/NavigationControllerTransitions,
-- NavigationTransitions/NavigationTransitionController.swift, PushTransition.swift and
-- ViewController.swift at 25a633c (2016-01-23), © 2016 Caesar Wirth, MIT licence. Written from
-- reading the Swift (Swift 2), one Lua line for each Swift line where the contract allows;
-- where it does not, the comment says so.
local M = {}

-- NavigationTransitionController.swift
local NavigationTransitionController = {}
NavigationTransitionController.__index = NavigationTransitionController
M.NavigationTransitionController = NavigationTransitionController

function NavigationTransitionController.new()
  local self = setmetatable({}, NavigationTransitionController)

  -- Transition that we will use to transition
  self.transition = nil

  -- The delegate that the UINavigationController had before the transition (Swift's weak
  -- var: Lua keeps it strongly)
  self.previousDelegate = nil
  return self
end

-- Pushes the given view controller onto the navigation controller with the given transition.
-- Temporarily overrides the UINavigationController's delegate to provide the animated transition.
function NavigationTransitionController:pushViewController(controller, navigationController, animatedTransition)
  self.previousDelegate = navigationController.delegate
  self.transition = animatedTransition
  navigationController.delegate = self
  navigationController:pushViewController(controller, true)
end

-- Pops the top UIViewController off the UINavigationController by using the given transition.
function NavigationTransitionController:popNavigationController(navigationController, animatedTransition)
  self.previousDelegate = navigationController.delegate
  self.transition = animatedTransition
  navigationController.delegate = self
  navigationController:popToRootViewController(true)
end

-- UINavigationControllerDelegate. UIKit's first argument, the navigation controller, comes
-- last in Transit.

function NavigationTransitionController:animationControllerFor(operation, fromVC, toVC)
  -- We just need to return the transition we were told to use
  return self.transition
end

function NavigationTransitionController:didShow(viewController, animated, navigationController)
  -- Now that the transition is complete, return the delegate to what it used to be.
  navigationController.delegate = self.previousDelegate
  self.previousDelegate = nil
end

-- PushTransition.swift
local PushTransition = {}
PushTransition.__index = PushTransition
M.PushTransition = PushTransition

function PushTransition.new()
  local self = setmetatable({}, PushTransition)
  self.duration = 0.3   -- Swift's `let transitionDuration`: a field may not share the method's name
  return self
end

function PushTransition:transitionDuration(transitionContext)
  return self.duration
end

function PushTransition:animateTransition(transitionContext)
  local container = transitionContext.containerView
  local toView = transitionContext:view("to")
  if not (container and toView) then
    transitionContext:completeTransition(true)
    return
  end

  toView.frame = container.frame
  -- Swift's `toView.frame.origin.y = …` writes through the property; Lua's `toView.frame` is a
  -- copy (docs/values.md), so the frame is read, changed and assigned back
  local frame = toView.frame; frame.y = toView.frame.maxY
  toView.frame = frame
  container:addSubview(toView)
  View.animate(self.duration,
    function()
      toView.frame = container.frame
    end,
    function(_)
      transitionContext:completeTransition(true)
    end
  )
end

-- ViewController.swift: the example's root controller, its button's action as a method.
function M.ViewController()
  local controller = ViewController{name = "root"}

  controller.transitionController = NavigationTransitionController.new()
  controller.transition = PushTransition.new()

  function controller:openNext()
    local nextController = ViewController{name = "next"}
    nextController.view.backgroundColor = Color.red

    local navControl = self.navigationController
    if navControl then

      -- Use the custom transition controller to push the controller on with the transition
      -- This way we can preserve the swipe back functionality that gets cancelled if we override the delegate
      self.transitionController:pushViewController(nextController, navControl, self.transition)
    end
  end

  return controller
end

return M

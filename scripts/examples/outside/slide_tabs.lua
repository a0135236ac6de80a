-- slide_tabs.lua — the Slide demo of Apple's sample "Custom View Controller Presentations and
-- Transitions" (CustomTransitions) ported to Transit: a tab bar controller's delegate that
-- vends an animator sliding both tabs' views towards the left when the new tab is to the
-- right of the old one (towards the right otherwise), and, while a pan on the tab bar
-- controller's view is under way, a percent-driven interaction controller that follows it.
-- A module; scripts/spec/outside/slide_tabs_spec.lua pins its frames.
--
-- Source: https://github.com/robovm/apple-ios-samples, CustomViewControllerPresentationsandTransitions/
-- CustomTransitions/Slide/AAPLSlideTransitionAnimator.m, AAPLSlideTransitionDelegate.m and
-- AAPLSlideTransitionInteractionController.m at 1f6b14e, © 2016 Apple Inc., under the sample's
-- licence (LICENSE.txt there: use, reproduction, modification and redistribution permitted,
-- with or without modifications). Written from reading the Objective-C, one Lua line for each
-- line where the contract allows; where it does not, the comment says so.
local M = {}

-- AAPLSlideTransitionAnimator.m
local SlideTransitionAnimator = {}
SlideTransitionAnimator.__index = SlideTransitionAnimator
M.SlideTransitionAnimator = SlideTransitionAnimator

-- UIRectEdge as its Lua name: "left" or "right"
function SlideTransitionAnimator.new(targetEdge)
  local self = setmetatable({}, SlideTransitionAnimator)
  self.targetEdge = targetEdge
  return self
end

function SlideTransitionAnimator:transitionDuration(transitionContext)
  return 0.35
end

-- Custom transitions within a UITabBarController follow the same conventions as those used
-- for modal presentations: the animator animates the incoming view controller's view into
-- the container view, ending at finalFrame(for: toViewController).
function SlideTransitionAnimator:animateTransition(transitionContext)
  local fromViewController = transitionContext:viewController("from")
  local toViewController = transitionContext:viewController("to")

  local containerView = transitionContext.containerView
  -- viewForKey: (iOS 8) is all Transit has: the sample's pre-iOS 8 branch does not port
  local fromView = transitionContext:view("from")
  local toView = transitionContext:view("to")

  local fromFrame = transitionContext:initialFrame(fromViewController)
  local toFrame = transitionContext:finalFrame(toViewController)

  -- Based on the configured targetEdge, derive a normalized vector that will be used to
  -- offset the frame of the view controllers.
  local offset
  if self.targetEdge == "left" then
    offset = {dx = -1, dy = 0}
  elseif self.targetEdge == "right" then
    offset = {dx = 1, dy = 0}
  else
    error("targetEdge must be one of UIRectEdgeLeft, or UIRectEdgeRight.")
  end

  -- The toView starts off-screen and slides in as the fromView slides out.
  fromView.frame = fromFrame
  toView.frame = toFrame:offsetBy(toFrame.width * offset.dx * -1, toFrame.height * offset.dy * -1)

  -- We are responsible for adding the incoming view to the containerView.
  containerView:addSubview(toView)

  local transitionDuration = self:transitionDuration(transitionContext)

  View.animate(transitionDuration, function()
    fromView.frame = fromFrame:offsetBy(fromFrame.width * offset.dx, fromFrame.height * offset.dy)
    toView.frame = toFrame
  end, function(_)
    local wasCancelled = transitionContext.transitionWasCancelled
    -- When we complete, tell the transition context passing along the BOOL that indicates
    -- whether the transition finished or not.
    transitionContext:completeTransition(not wasCancelled)
  end)
end

-- AAPLSlideTransitionInteractionController.m: a UIPercentDrivenInteractiveTransition
-- subclass. Transit's PercentDrivenInteractiveTransition takes no subclass, so the controller
-- is a table holding one (`transition`, what the delegate returns); its
-- startInteractiveTransition: override, which saved the context and the initial translation
-- in the container view, becomes `new`'s reading of them: UIKit calls it within the same
-- selectedIndex write that asked for the controller, before the finger moves again, and the
-- container (the transition view) is as wide as the tab bar controller's view, which `new`
-- is given.
local SlideTransitionInteractionController = {}
SlideTransitionInteractionController.__index = SlideTransitionInteractionController
M.SlideTransitionInteractionController = SlideTransitionInteractionController

function SlideTransitionInteractionController.new(gestureRecognizer, containerView)
  local self = setmetatable({}, SlideTransitionInteractionController)
  self.transition = PercentDrivenInteractiveTransition()
  self.gestureRecognizer = gestureRecognizer
  self.containerView = containerView
  self.initialLocationInContainerView = gestureRecognizer:location(containerView)
  self.initialTranslationInContainerView = gestureRecognizer:translation(containerView)
  return self
end

-- Returns the offset of the pan gesture recognizer from its initial location as a
-- percentage of the transition container view's width. This is the percent completed for
-- the interactive transition.
function SlideTransitionInteractionController:percentForGesture(gesture)
  local transitionContainerView = self.containerView

  local translationInContainerView = gesture:translation(transitionContainerView)

  -- If the direction of the current touch along the horizontal axis does not match the
  -- initial direction, then the current touch position along the horizontal axis has
  -- crossed over the initial position.
  if (translationInContainerView.x > 0 and self.initialTranslationInContainerView.x < 0) or
     (translationInContainerView.x < 0 and self.initialTranslationInContainerView.x > 0) then
    return -1
  end

  -- Figure out what percentage we've traveled.
  return math.abs(translationInContainerView.x) / transitionContainerView.bounds.width
end

-- Action method for the gestureRecognizer (a second target in the sample, added with
-- addTarget:action:; Transit's recognizers have one action, so the delegate's calls this).
function SlideTransitionInteractionController:gestureRecognizeDidUpdate(gestureRecognizer)
  local state = gestureRecognizer.state
  if state == "began" then
    -- The Began state is handled by the delegate. In response to the gesture recognizer
    -- transitioning to this state, it will trigger the transition.
    return
  elseif state == "changed" then
    -- percentForGesture returns -1 if the current position of the touch along the
    -- horizontal axis has crossed over the initial position.
    if self:percentForGesture(gestureRecognizer) < 0 then
      self.transition:cancel()
      -- Need to remove our action from the gesture recognizer to ensure it will not be
      -- called again (the sample's removeTarget:action:)
      self.removed = true
    else
      -- We have been dragging! Update the transition context accordingly.
      self.transition:update(self:percentForGesture(gestureRecognizer))
    end
  elseif state == "ended" then
    -- Dragging has finished. Complete or cancel, depending on how far we've dragged.
    if self:percentForGesture(gestureRecognizer) >= 0.4 then
      self.transition:finish()
    else
      self.transition:cancel()
    end
  else
    -- Something happened. cancel the transition.
    self.transition:cancel()
  end
end

-- AAPLSlideTransitionDelegate.m
local SlideTransitionDelegate = {}
SlideTransitionDelegate.__index = SlideTransitionDelegate
M.SlideTransitionDelegate = SlideTransitionDelegate

function SlideTransitionDelegate.new()
  local self = setmetatable({}, SlideTransitionDelegate)
  -- the sample's lazy getter, made at once; its action also reaches the interaction
  -- controller's target, taken before the delegate's action may replace it
  self.panGestureRecognizer = PanGestureRecognizer{action = function(sender)
    local target = self.interactionTarget
    self:panGestureRecognizerDidPan(sender)
    if target and not target.removed then target:gestureRecognizeDidUpdate(sender) end
  end}
  return self
end

-- The sample's custom setter of the tabBarController outlet. The associated object that kept
-- the delegate alive with the tab bar controller is the Lua-side `delegate` field here.
function SlideTransitionDelegate:setTabBarController(tabBarController)
  if tabBarController ~= self.tabBarController then
    -- Remove all associations of this object from the old tab bar controller.
    if self.tabBarController then
      self.tabBarController.view:removeGestureRecognizer(self.panGestureRecognizer)
      if self.tabBarController.delegate == self then self.tabBarController.delegate = nil end
    end

    self.tabBarController = tabBarController

    tabBarController.delegate = self
    tabBarController.view:addGestureRecognizer(self.panGestureRecognizer)
  end
end

-- Action method for the panGestureRecognizer.
function SlideTransitionDelegate:panGestureRecognizerDidPan(sender)
  -- Do not attempt to begin an interactive transition if one is already ongoing
  if self.tabBarController.transitionCoordinator then return end

  if sender.state == "began" or sender.state == "changed" then
    self:beginInteractiveTransitionIfPossible(sender)
  end

  -- Remaining cases are handled by the vended interaction controller.
end

-- Begins an interactive transition with the provided gesture recognizer, if there is a view
-- controller to transition to. selectedIndex is Lua's here: 1 is the left-most tab.
function SlideTransitionDelegate:beginInteractiveTransitionIfPossible(sender)
  local tabBarController = self.tabBarController
  local translation = sender:translation(tabBarController.view)

  if translation.x > 0 and tabBarController.selectedIndex > 1 then
    -- Panning right, transition to the left view controller.
    tabBarController.selectedIndex = tabBarController.selectedIndex - 1
  elseif translation.x < 0 and tabBarController.selectedIndex < #tabBarController.viewControllers then
    -- Panning left, transition to the right view controller.
    tabBarController.selectedIndex = tabBarController.selectedIndex + 1
  else
    -- Don't reset the gesture recognizer if we skipped starting the transition because we
    -- don't have a translation yet (and thus, could not determine the transition direction).
    if translation ~= Point(0, 0) then
      -- There is not a view controller to transition to, force the gesture recognizer to fail.
      sender.isEnabled = false
      sender.isEnabled = true
    end
  end

  -- If the user reverses direction without lifting their finger, the interaction controller
  -- cancels the transition; once cancelled, a new transition towards the other side begins.
  local coordinator = tabBarController.transitionCoordinator
  if coordinator then       -- Objective-C's message to nil did nothing: Lua needs the guard
    coordinator:animateAlongsideTransition(nil, function(context)
      if context.isCancelled and sender.state == "changed" then
        self:beginInteractiveTransitionIfPossible(sender)
      end
    end)
  end
end

-- UITabBarControllerDelegate. UIKit's first argument, the tab bar controller, comes last in
-- Transit; the sample asserts that it is its outlet's, which the port reads.

function SlideTransitionDelegate:animationControllerForTransitionFrom(fromVC, toVC)
  local viewControllers = self.tabBarController.viewControllers
  local function indexOfObject(vc)
    for i, c in ipairs(viewControllers) do if c == vc then return i end end
  end

  if indexOfObject(toVC) > indexOfObject(fromVC) then
    -- The incoming view controller succeeds the outgoing view controller, slide towards the left.
    return SlideTransitionAnimator.new("left")
  else
    -- The incoming view controller precedes the outgoing view controller, slide towards the right.
    return SlideTransitionAnimator.new("right")
  end
end

function SlideTransitionDelegate:interactionControllerFor(animationController)
  local state = self.panGestureRecognizer.state
  if state == "began" or state == "changed" then
    self.interactionTarget = SlideTransitionInteractionController.new(self.panGestureRecognizer,
                                                                      self.tabBarController.view)
    return self.interactionTarget.transition
  else
    -- You must not return an interaction controller from this method unless the transition
    -- will be interactive.
    return nil
  end
end

return M

-- stork.lua — SPStorkController's animators and transitioning delegate ported to Transit: a
-- card slides up from below the screen on a critically damped spring with an initial velocity
-- (damping 1, velocity 1, 0.6 s) to rest under the status bar, and slides back down on the same
-- spring. The 599-line SPStorkPresentationController (snapshots of the presenting view, the
-- pan to dismiss, the indicator, haptics) is not ported: only its
-- frameOfPresentedViewInContainerView and the topSpace it reads. A module;
-- scripts/spec/outside/stork_spec.lua pins its frames.
--
-- Source: https://github.com/ivanvorobei/SPStorkController,
-- Sources/SPStorkController/TransitioningDelegate/SPStorkPresentingAnimationController.swift,
-- SPStorkDismissingAnimationController.swift, SPStorkTransitioningDelegate.swift and
-- SPStorkPresentationController.swift (lines 60-96) at 7612456 (2022-12-25), © 2018 Ivan
-- Vorobei, MIT licence. Written from reading the Swift, one Lua line for each Swift line where
-- the contract allows; where it does not, the comment says so.
local M = {}

local SPStorkPresentingAnimationController = {}
SPStorkPresentingAnimationController.__index = SPStorkPresentingAnimationController
M.SPStorkPresentingAnimationController = SPStorkPresentingAnimationController

function SPStorkPresentingAnimationController.new()
  return setmetatable({}, SPStorkPresentingAnimationController)
end

function SPStorkPresentingAnimationController:animateTransition(transitionContext)

  local presentedViewController = transitionContext:viewController("to")
  if not presentedViewController then return end

  local containerView = transitionContext.containerView
  containerView:addSubview(presentedViewController.view)

  local finalFrameForPresentedView = transitionContext:finalFrame(presentedViewController)
  presentedViewController.view.frame = finalFrameForPresentedView
  -- Swift's `view.frame.origin.y = …` writes through the property; Lua's `view.frame` is a
  -- copy (docs/values.md), so the frame is read, changed and assigned back
  local frame = presentedViewController.view.frame; frame.y = containerView.bounds.height
  presentedViewController.view.frame = frame

  View.animate{
    duration = self:transitionDuration(transitionContext),
    delay = 0,
    usingSpringWithDamping = 1,
    initialSpringVelocity = 1,
    options = "curveEaseOut",
    animations = function()
      presentedViewController.view.frame = finalFrameForPresentedView
  end, completion = function(finished)
      transitionContext:completeTransition(finished)
  end}
end

function SPStorkPresentingAnimationController:transitionDuration(transitionContext)
  return 0.6
end

local SPStorkDismissingAnimationController = {}
SPStorkDismissingAnimationController.__index = SPStorkDismissingAnimationController
M.SPStorkDismissingAnimationController = SPStorkDismissingAnimationController

function SPStorkDismissingAnimationController.new()
  return setmetatable({}, SPStorkDismissingAnimationController)
end

function SPStorkDismissingAnimationController:animateTransition(transitionContext)

  local presentedViewController = transitionContext:viewController("from")
  if not presentedViewController then
    return
  end

  local finalFrameForPresentedView = transitionContext:finalFrame(presentedViewController)

  local containerView = transitionContext.containerView
  local offscreenFrame = Rect(0, containerView.bounds.height, finalFrameForPresentedView.width, finalFrameForPresentedView.height)

  View.animate{
    duration = self:transitionDuration(transitionContext),
    delay = 0,
    usingSpringWithDamping = 1,
    initialSpringVelocity = 1,
    options = "curveEaseIn",
    animations = function()
      presentedViewController.view.frame = offscreenFrame
  end, completion = function(finished)
      transitionContext:completeTransition(finished)
  end}
end

function SPStorkDismissingAnimationController:transitionDuration(transitionContext)
  return 0.6
end

-- The part of SPStorkPresentationController that decides where the card rests.
local function SPStorkPresentationController(presented, presenting, customHeight)
  local controller = PresentationController{
    presentedViewController = presented,
    presentingViewController = presenting,
  }
  controller.customHeight = customHeight

  -- Swift's computed property `topSpace`: a method in Lua. UIApplication.shared.statusBarFrame
  -- has no counterpart (no status bar): the window's top safe-area inset stands in for it.
  function controller:topSpace()
    local statusBarHeight = window.safeAreaInsets.top
    return (statusBarHeight < 25) and 30 or statusBarHeight
  end

  function controller:frameOfPresentedViewInContainerView()
    local containerView = self.containerView
    if not containerView then return Rect.zero end
    local baseY = self:topSpace() + 13
    local maxHeight = containerView.bounds.height - baseY
    local height = maxHeight

    if self.customHeight then
      if self.customHeight < maxHeight then
        height = self.customHeight
      else
        print("SPStorkController - Custom height change to default value. Your height more maximum value")
      end
    end
    return Rect(0, containerView.bounds.height - height, containerView.bounds.width, height)
  end

  return controller
end

-- SPStorkTransitioningDelegate.swift. Of its settings only customHeight reaches the ported
-- part of the presentation controller; the others are kept as the Swift declares them.
local SPStorkTransitioningDelegate = {}
SPStorkTransitioningDelegate.__index = SPStorkTransitioningDelegate
M.SPStorkTransitioningDelegate = SPStorkTransitioningDelegate

function SPStorkTransitioningDelegate.new()
  local self = setmetatable({}, SPStorkTransitioningDelegate)
  self.swipeToDismissEnabled = true
  self.tapAroundToDismissEnabled = true
  self.showCloseButton = false
  self.showIndicator = true
  self.indicatorColor = Color(202 / 255, 201 / 255, 207 / 255, 1)
  self.hideIndicatorWhenScroll = false
  self.customHeight = nil
  self.translateForDismiss = 200
  self.cornerRadius = 10
  return self
end

function SPStorkTransitioningDelegate:presentationControllerForPresented(presented, presenting, source)
  local controller = SPStorkPresentationController(presented, presenting, self.customHeight)
  return controller
end

function SPStorkTransitioningDelegate:animationControllerForPresented(presented, presenting, source)
  return SPStorkPresentingAnimationController.new()
end

function SPStorkTransitioningDelegate:animationControllerForDismissed(dismissed)
  return SPStorkDismissingAnimationController.new()
end

return M

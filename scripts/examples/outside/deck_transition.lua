-- deck_transition.lua — DeckTransition's animators and transitioning delegate ported to
-- Transit: the presented card slides up from below the screen to a frame inset from the top,
-- and slides back down, both on ease-out over 0.3 s. The 647-line DeckPresentationController
-- (snapshots of the presenting view, KVO, Auto Layout, status-bar notifications) is not
-- ported: only its frameOfPresentedViewInContainerView, the card's final frame, and the top
-- inset from ManualLayout it reads. A module; scripts/spec/outside/deck_transition_spec.lua
-- pins its frames.
--
-- Source: https://github.com/HarshilShah/DeckTransition, Source/DeckPresentingAnimationController.swift,
-- DeckDismissingAnimationController.swift, DeckTransitioningDelegate.swift, Constants.swift,
-- ManualLayout.swift and DeckPresentationController.swift (lines 91-102) at 09fa09f
-- (2019-09-01), © 2016 Harshil Shah, MIT licence. Written from reading the Swift, one Lua
-- line for each Swift line where the contract allows; where it does not, the comment says so.
local M = {}

local Constants = {
  defaultAnimationDuration = 0.3,   -- present and dismiss, when not given
  cornerRadius = 8,
  alphaForPresentingView = 0.8,
  insetForPresentedView = 8,        -- between the top edges of the presented and presenting views
}
M.Constants = Constants

local ManualLayout = {}
M.ManualLayout = ManualLayout

-- Swift reads UIApplication.shared.statusBarFrame.height; Transit has no status bar, and the
-- window's top safe-area inset stands in for it (equal on the iPhone SE's 20 points; on the
-- iPhone 15 the status bar is 54 and the inset 59).
function ManualLayout.statusBarHeight()
  return window.safeAreaInsets.top
end

function ManualLayout.presentingViewTopInset()
  local statusBarHeight = ManualLayout.statusBarHeight()

  if statusBarHeight == 0 then return 8
  elseif statusBarHeight == 20 then return 20
  elseif statusBarHeight == 40 then return 20
  elseif statusBarHeight == 44 then return 44
  else return statusBarHeight
  end
end

local DeckPresentingAnimationController = {}
DeckPresentingAnimationController.__index = DeckPresentingAnimationController

function DeckPresentingAnimationController.new(duration)
  return setmetatable({duration = duration}, DeckPresentingAnimationController)
end

function DeckPresentingAnimationController:animateTransition(transitionContext)
  local presentedViewController = transitionContext:viewController("to")
  if not presentedViewController then
    return
  end

  local containerView = transitionContext.containerView
  containerView:addSubview(presentedViewController.view)
  presentedViewController.view.frame = Rect(0, containerView.bounds.height, containerView.bounds.width, containerView.bounds.height)

  local finalFrameForPresentedView = transitionContext:finalFrame(presentedViewController)

  View.animate{
    duration = self:transitionDuration(transitionContext),
    delay = 0,
    options = "curveEaseOut",
    animations = function()
      presentedViewController.view.frame = finalFrameForPresentedView
    end, completion = function(finished)
      transitionContext:completeTransition(finished)
    end}
end

function DeckPresentingAnimationController:transitionDuration(transitionContext)
  return self.duration or Constants.defaultAnimationDuration
end

local DeckDismissingAnimationController = {}
DeckDismissingAnimationController.__index = DeckDismissingAnimationController

function DeckDismissingAnimationController.new(duration)
  return setmetatable({duration = duration}, DeckDismissingAnimationController)
end

function DeckDismissingAnimationController:animateTransition(transitionContext)
  -- the card is the "from" controller here; the library calls it presentedViewController
  local presentedViewController = transitionContext:viewController("from")
  if not presentedViewController then
    return
  end

  local containerView = transitionContext.containerView

  local offscreenFrame = Rect(0, containerView.bounds.height, containerView.bounds.width, containerView.bounds.height)

  View.animate{
    duration = self:transitionDuration(transitionContext),
    delay = 0,
    options = "curveEaseOut",
    animations = function()
      presentedViewController.view.frame = offscreenFrame
    end, completion = function(finished)
      transitionContext:completeTransition(finished)
    end}
end

function DeckDismissingAnimationController:transitionDuration(transitionContext)
  return self.duration or Constants.defaultAnimationDuration
end

-- The part of DeckPresentationController that decides where the card rests.
local function DeckPresentationController(presented, presenting)
  return PresentationController{
    presentedViewController = presented,
    presentingViewController = presenting,
    frameOfPresentedViewInContainerView = function(self)
      local containerView = self.containerView
      if not containerView then
        return Rect.zero
      end

      local yOffset = ManualLayout.presentingViewTopInset() + Constants.insetForPresentedView

      return Rect(0,
                  yOffset,
                  containerView.bounds.width,
                  containerView.bounds.height - yOffset)
    end,
  }
end

local DeckTransitioningDelegate = {}
DeckTransitioningDelegate.__index = DeckTransitioningDelegate
M.DeckTransitioningDelegate = DeckTransitioningDelegate

-- Swift's initializer takes labelled optional arguments; Lua's idiom is one table of them.
-- The alongside animations and completions are stored for the presentation controller,
-- which is not ported.
function DeckTransitioningDelegate.new(options)
  options = options or {}
  local self = setmetatable({}, DeckTransitioningDelegate)
  self.isSwipeToDismissEnabled = options.isSwipeToDismissEnabled ~= false
  self.presentDuration = options.presentDuration
  self.presentAnimation = options.presentAnimation
  self.presentCompletion = options.presentCompletion
  self.dismissDuration = options.dismissDuration
  self.dismissAnimation = options.dismissAnimation
  self.dismissCompletion = options.dismissCompletion
  return self
end

function DeckTransitioningDelegate:animationControllerForPresented(presented, presenting, source)
  return DeckPresentingAnimationController.new(self.presentDuration)
end

function DeckTransitioningDelegate:animationControllerForDismissed(dismissed)
  return DeckDismissingAnimationController.new(self.dismissDuration)
end

function DeckTransitioningDelegate:presentationControllerForPresented(presented, presenting, source)
  local presentationController = DeckPresentationController(presented, presenting)
  presentationController.transitioningDelegate = self
  return presentationController
end

return M

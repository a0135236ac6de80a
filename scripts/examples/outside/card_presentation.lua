-- card_presentation.lua — CardPresentationController's animator ported to Transit: a card
-- rises from below the screen on a critically damped spring (damping 1, response 0.44 s, as
-- WWDC 2018 session 803 advises for a tap) while the view behind it shrinks inwards, fades
-- to 0.8 and rounds its top corners; dismissed, the card falls on a springier one (damping
-- 0.8) and the view behind comes back. One UIViewPropertyAnimator each way, made with
-- UISpringTimingParameters(mass:stiffness:damping:), which fixes its own duration. A module;
-- scripts/spec/outside/card_presentation_spec.lua presents a card and pins its frames.
--
-- Source: https://github.com/radianttap/CardPresentationController, CardPresentationController/
-- CardAnimator.swift, CardConfiguration.swift, CardTransitionManager.swift and
-- UIKit-CardPresentationExtensions.swift (presentCard, cardMaskTopCorners, cardUnmask) at
-- 91aae49 (2021-06-15), © 2018 Aleksandar Vacić, Radiant Tap, MIT licence. Written from
-- reading the Swift, one Lua line for each Swift line where the contract allows; where it does
-- not, the comment says so. Not ported: CardPresentationController.swift (its dismiss handle,
-- a button laid out with Auto Layout, and its pan to dismiss), so the transition manager
-- vends no presentation controller and the animator's card-over-card branches (a source
-- that is itself a card) never run; they are ported all the same.
local M = {}

-- CardConfiguration.swift
local CardConfiguration = {}
CardConfiguration.__index = CardConfiguration
M.CardConfiguration = CardConfiguration

function CardConfiguration.new(values)
  local self = setmetatable({}, CardConfiguration)
  self.verticalSpacing = 16
  -- UIApplication.shared.statusBarFrame.size.height: Transit has no status bar; the window's
  -- top safe-area inset stands in (20 on the iPhone SE, as its status bar; see deck_transition.lua)
  self.verticalInset = window.safeAreaInsets.top
  self.horizontalInset = 16
  self.dismissAreaHeight = 16
  self.cornerRadius = 12
  self.initialTransitionFrame = nil
  self.backFadeAlpha = 0.8
  self.allowInteractiveDismissal = true
  -- the extension's init(verticalSpacing:…): each given value replaces the default
  for k, v in pairs(values or {}) do self[k] = v end
  return self
end

-- UIKit-CardPresentationExtensions.swift: UIView's cardMaskTopCorners and cardUnmask
local function cardMaskTopCorners(view, cornerRadius)
  cornerRadius = cornerRadius or 24
  view.clipsToBounds = true

  view.layer.maskedCorners = {"layerMinXMinYCorner", "layerMaxXMinYCorner"}

  view.layer.cornerRadius = cornerRadius
end

local function cardUnmask(view)
  view.layer.cornerRadius = 0
end

-- CardAnimator.swift's SpringParameters, from WWDC 2018 session 803
local SpringParameters = {
  tap = {damping = 1, response = 0.44},
  momentum = {damping = 0.8, response = 0.44},
}
M.SpringParameters = SpringParameters

-- the private UISpringTimingParameters(damping:response:initialVelocity:) convenience init
local function springTimingParameters(damping, response, initialVelocity)
  local stiffness = (2 * math.pi / response) ^ 2
  local damp = 4 * math.pi * damping / response
  return SpringTimingParameters{mass = 1, stiffness = stiffness, damping = damp,
                                initialVelocity = initialVelocity or {dx = 0, dy = 0}}
end

-- CardAnimator.swift
local CardAnimator = {}
-- Swift's computed `var wantsInteractiveStart: Bool { return isInteractive }`, which UIKit
-- reads as a property: a field read through __index computes it
CardAnimator.__index = function(self, key)
  if key == "wantsInteractiveStart" then return rawget(self, "isInteractive") end
  return CardAnimator[key]
end
M.CardAnimator = CardAnimator

function CardAnimator.new(direction, configuration)
  local self = setmetatable({}, CardAnimator)
  self.direction = direction or "presentation"
  self.configuration = configuration
  self.isInteractive = false
  return self
end

-- Swift's `private(set) lazy var presentationAnimator = setupAnimator(.presentation)`: made on
-- first read, and replaced by assignment in the completions
function CardAnimator:presentationAnimator()
  if not self._presentationAnimator then self._presentationAnimator = self:setupAnimator("presentation") end
  return self._presentationAnimator
end

function CardAnimator:dismissAnimator()
  if not self._dismissAnimator then self._dismissAnimator = self:setupAnimator("dismissal") end
  return self._dismissAnimator
end

function CardAnimator:interactiveAnimator()
  if self.direction == "presentation" then
    return self:presentationAnimator()
  else
    return self:dismissAnimator()
  end
end

-- MARK:- UIViewControllerAnimatedTransitioning

function CardAnimator:transitionDuration(transitionContext)
  local interval
  if self.direction == "presentation" then
    interval = 0.65
  else
    interval = 0.55
  end
  return interval
end

function CardAnimator:animateTransition(transitionContext)
  local pa = self:buildAnimator(transitionContext)
  if not pa then
    return
  end
  pa:startAnimation()
end

function CardAnimator:animationEnded(transitionCompleted)
  self.isInteractive = false
end

-- UIViewControllerInteractiveTransitioning (the presentation controller's pan drives these;
-- not ported, so they stay unused here)
function CardAnimator:startInteractiveTransition(transitionContext)
  if not self:buildAnimator(transitionContext) then
    return
  end
  self.transitionContext = transitionContext
end

function CardAnimator:updateInteractiveTransition(percentComplete)
  local pa = self:interactiveAnimator()

  pa.fractionComplete = percentComplete
  if self.transitionContext then self.transitionContext:updateInteractiveTransition(percentComplete) end
end

function CardAnimator:cancelInteractiveTransition(velocity)
  if not self.isInteractive then
    return
  end

  if self.transitionContext then self.transitionContext:cancelInteractiveTransition() end

  self:interactiveAnimator().isReversed = true    -- animate back to starting position

  local pct = self:interactiveAnimator().fractionComplete
  self:endInteraction(pct, velocity or {dx = 0, dy = 0}, 1 - pct)
end

function CardAnimator:finishInteractiveTransition(velocity)
  if not self.isInteractive then
    return
  end

  if self.transitionContext then self.transitionContext:finishInteractiveTransition() end

  local pct = self:interactiveAnimator().fractionComplete
  self:endInteraction(pct, velocity or {dx = 0, dy = 0}, pct)
end

-- UIViewPropertyAnimator

function CardAnimator:endInteraction(percentComplete, velocity, durationFactor)
  if self:interactiveAnimator().state == "inactive" then
    self:interactiveAnimator():startAnimation()
  else   -- case .active, .stopped, @unknown-futures
    self:interactiveAnimator():continueAnimation(nil, durationFactor)
  end
end

function CardAnimator:setupAnimator(direction)
  local params

  if direction == "presentation" then
    params = SpringParameters.tap
  else
    params = SpringParameters.momentum
  end

  -- entire spring animation should not last more than transitionDuration
  local damping = params.damping
  local response = params.response
  local timingParameters = springTimingParameters(damping, response)

  local pa = PropertyAnimator{duration = 0, timingParameters = timingParameters}

  return pa
end

function CardAnimator:buildAnimator(transitionContext)
  local fromVC = transitionContext:viewController("from")
  local toVC = transitionContext:viewController("to")
  if not fromVC or not toVC then
    return nil
  end
  local fromView, toView = fromVC.view, toVC.view
  local containerView = transitionContext.containerView
  local configuration = self.configuration

  if self.direction == "presentation" then
    -- `as? CardPresentationController`: a Lua-side mark, as the class is not ported
    local sourceCardPresentationController = fromVC.presentationController
    if sourceCardPresentationController and not sourceCardPresentationController.isCardPresentationController then
      sourceCardPresentationController = nil
    end

    local fromEndFrame
    local toEndFrame

    if sourceCardPresentationController then
      sourceCardPresentationController:fadeoutHandle()

      local fromBeginFrame = fromView.frame   -- the iOS 13 branch
      fromEndFrame = fromBeginFrame:inset(EdgeInsets(0, configuration.horizontalInset, 0, configuration.horizontalInset))

      toEndFrame = fromBeginFrame:inset(EdgeInsets(configuration.verticalSpacing, 0, 0, 0))

    else
      local fromBeginFrame = fromView.frame   -- the iOS 13 branch
      fromEndFrame = fromBeginFrame:inset(EdgeInsets(configuration.verticalInset, configuration.horizontalInset,
                                                     0, configuration.horizontalInset))

      local toBaseFinalFrame = transitionContext:finalFrame(toVC)
      toEndFrame = toBaseFinalFrame:inset(EdgeInsets(configuration.verticalInset + configuration.verticalSpacing, 0, 0, 0))
    end
    local toStartFrame = self:offscreenFrame(containerView)

    toView.clipsToBounds = true
    toView.frame = toStartFrame
    toView:layoutIfNeeded()
    containerView:addSubview(toView)

    local pa = self:presentationAnimator()
    pa:addAnimations(function()
      self:insetBackCards(sourceCardPresentationController)
      fromView.frame = fromEndFrame
      toView.frame = toEndFrame
      cardMaskTopCorners(fromView, configuration.cornerRadius)
      cardMaskTopCorners(toView, configuration.cornerRadius)

      fromView.alpha = configuration.backFadeAlpha
    end)

    pa:addCompletion(function(animatingPosition)
      if animatingPosition == "start" then
        self.direction = "presentation"
        fromView.isUserInteractionEnabled = true
        transitionContext:completeTransition(false)
      else   -- case .end, .current (which should not be possible), @unknown-futures
        self.direction = "dismissal"
        fromView.isUserInteractionEnabled = false
        transitionContext:completeTransition(true)
      end
    end)

    return pa

  else
    local targetCardPresentationController = toVC.presentationController
    if targetCardPresentationController and not targetCardPresentationController.isCardPresentationController then
      targetCardPresentationController = nil
    end
    local isTargetAlreadyCard = targetCardPresentationController ~= nil

    local toBeginFrame = toView.frame
    local toEndFrame

    if targetCardPresentationController then
      toEndFrame = toBeginFrame:inset(EdgeInsets(0, -configuration.horizontalInset, 0, -configuration.horizontalInset))
    else
      toEndFrame = transitionContext:finalFrame(toVC)
    end

    local fromEndFrame = self:offscreenFrame(containerView)

    local pa = self:dismissAnimator()
    pa:addAnimations(function()
      cardUnmask(fromView)
      if not isTargetAlreadyCard then
        cardUnmask(toView)
      end
      self:outsetBackCards(targetCardPresentationController)

      fromView.frame = fromEndFrame
      toView.frame = toEndFrame
      toView.alpha = 1
      fromView.alpha = 1
    end)

    pa:addCompletion(function(animatingPosition)
      if animatingPosition == "start" then
        self.direction = "dismissal"
        self._dismissAnimator = self:setupAnimator("dismissal")

        toView.isUserInteractionEnabled = false

        transitionContext:completeTransition(false)

      else   -- case .end, .current (which should not be possible), @unknown-futures
        self.direction = "presentation"
        self._presentationAnimator = self:setupAnimator("presentation")

        toView.isUserInteractionEnabled = true
        fromView:removeFromSuperview()

        if targetCardPresentationController then
          targetCardPresentationController:fadeinHandle()
        end

        transitionContext:completeTransition(true)
      end
    end)

    return pa
  end
end

-- Helper methods

function CardAnimator:insetBackCards(pc)
  if not pc or not pc.presentingViewController.view then return end
  local pcView = pc.presentingViewController.view

  local frame = pcView.frame
  pcView.frame = frame:inset(EdgeInsets(0, self.configuration.horizontalInset, 0, self.configuration.horizontalInset))
  pcView.alpha = pcView.alpha * self.configuration.backFadeAlpha

  local next = pc.presentingViewController.presentationController
  self:insetBackCards(next and next.isCardPresentationController and next or nil)
end

function CardAnimator:outsetBackCards(pc)
  if not pc or not pc.presentingViewController.view then return end
  local pcView = pc.presentingViewController.view

  local frame = pcView.frame
  pcView.frame = frame:inset(EdgeInsets(0, -self.configuration.horizontalInset, 0, -self.configuration.horizontalInset))
  pcView.alpha = pcView.alpha / self.configuration.backFadeAlpha

  local next = pc.presentingViewController.presentationController
  self:outsetBackCards(next and next.isCardPresentationController and next or nil)
end

function CardAnimator:offscreenFrame(containerView)
  if self.configuration.initialTransitionFrame then
    return self.configuration.initialTransitionFrame
  else
    local f = containerView.frame
    f.y = f.height                       -- f.origin.y = f.height (f is a copy: a local value)
    return f
  end
end

-- CardTransitionManager.swift
local CardTransitionManager = {}
CardTransitionManager.__index = CardTransitionManager
M.CardTransitionManager = CardTransitionManager

function CardTransitionManager.new(configuration)
  return setmetatable({configuration = configuration}, CardTransitionManager)
end

function CardTransitionManager:cardAnimator()   -- Swift's lazy var
  if not self._cardAnimator then self._cardAnimator = CardAnimator.new(nil, self.configuration) end
  return self._cardAnimator
end

-- presentationController(forPresented:…) is not ported (CardPresentationController.swift is
-- not): without it the presentation is custom with no presentation controller of its own

function CardTransitionManager:animationControllerForPresented(presented, presenting, source)
  self:cardAnimator().direction = "presentation"
  return self:cardAnimator()
end

function CardTransitionManager:animationControllerForDismissed(dismissed)
  self:cardAnimator().direction = "dismissal"
  return self:cardAnimator()
end

function CardTransitionManager:interactionControllerForPresentation(animator)
  if self:cardAnimator().isInteractive then return self:cardAnimator() end
  return nil
end

function CardTransitionManager:interactionControllerForDismissal(animator)
  if self:cardAnimator().isInteractive then return self:cardAnimator() end
  return nil
end

-- UIKit-CardPresentationExtensions.swift: UIViewController.presentCard. The library's switch
-- CardPresentationController.useSystemPresentationOniOS13 (true by default) uses UIKit's own
-- sheet on iOS 13 and later; a caller sets it false for the card.
M.useSystemPresentationOniOS13 = true

function M.presentCard(self, viewControllerToPresent, configuration, flag, completion)
  if M.useSystemPresentationOniOS13 then
    self:present(viewControllerToPresent, flag, completion)
  else
    viewControllerToPresent.modalPresentationStyle = "custom"
    -- modalPresentationCapturesStatusBarAppearance = true: Transit has no status bar
    local config = configuration or CardConfiguration.new()
    local tm = CardTransitionManager.new(config)
    self.cardTransitionManager = tm                  -- the associated object: a Lua-side field
    viewControllerToPresent.transitioningDelegate = tm
    self:present(viewControllerToPresent,
                 flag,
                 completion)
  end
end

return M

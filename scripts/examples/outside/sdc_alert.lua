-- sdc_alert.lua — SDCAlertView's presentation ported to Transit: an alert controller presented
-- `.custom` with its own transitioning delegate (SDCTransition), whose presentation controller
-- adds a dimming view and fades it alongside the transition, and whose animator grows the alert
-- in from a scale of 1.2 and alpha 0 on a very over-damped spring (`usingSpringWithDamping:
-- 45.71`, 0.404 s), and fades it out on the same spring. An action sheet vends no animator:
-- UIKit's cover vertical runs, over the same dimming view. A module;
-- scripts/spec/outside/sdc_alert_spec.lua runs it and pins its scales, alphas and frames.
--
-- Source: https://github.com/sberrevoets/SDCAlertView, Source/Presentation/Transition.swift,
-- PresentationController.swift, AnimationController.swift at eda8476 (2025-01-21; the animator
-- and presentation controller last changed in 7746b40 and 1482871), and from
-- Source/AlertController.swift its `commonInit` and `createViewConstraints` (the alert's width
-- and centring), and AlertVisualStyle.swift's `width` (270) and
-- `dimmingColor` (white 0, alpha 0.2 in light mode). © 2013 Scott Berrevoets, MIT licence. One
-- Lua line for each Swift line where the contract allows; where it does not, the comment says
-- so. Not ported: `presentingViewController.view.tintAdjustmentMode` (Transit's views have no
-- tint); the alert's content — labels, actions collection view, text fields, keyboard and
-- hardware-return handling, the visual style — (a 270 × 140 view stands in for the alert and a
-- full-width 300-point one for the sheet, centred and pinned as `createViewConstraints` does);
-- `UIViewController.topViewController()` (the spec presents from the root);
-- `dismiss(animated:completion:)`'s override (it asks the presenter to dismiss, which the spec
-- does), `willDismissHandler` and the outside-tap behaviour.
local M = {}

local kInitialScale = 1.2
local kSpringDamping = 45.71
local kSpringVelocity = 0
M.kInitialScale, M.kSpringDamping, M.kSpringVelocity = kInitialScale, kSpringDamping, kSpringVelocity

-- AnimationController.swift
local AnimationController = {}
AnimationController.__index = AnimationController
M.AnimationController = AnimationController

function AnimationController.new(presentation)
  local self = setmetatable({}, AnimationController)
  self.isPresentation = presentation
  return self
end

function AnimationController:transitionDuration(transitionContext)
  return 0.404
end

function AnimationController:animateTransition(transitionContext)
  -- the guard: a context's controllers and their views are always there in Transit
  local fromController = transitionContext:viewController("from")
  local toController = transitionContext:viewController("to")
  local fromView = fromController.view
  local toView = toController.view

  if self.isPresentation then
    transitionContext.containerView:addSubview(toView)
  end

  local animatingController = self.isPresentation and toController or fromController
  local animatingView = animatingController.view
  animatingView.frame = transitionContext:finalFrame(animatingController)

  if self.isPresentation then
    animatingView.transform = Transform.scale(kInitialScale, kInitialScale)
    animatingView.alpha = 0

    self:animate(function()
        animatingView.transform = Transform.scale(1, 1)
        animatingView.alpha = 1
      end, transitionContext, function(finished)
        transitionContext:completeTransition(finished)
      end)

  else
    self:animate(function()
        animatingView.alpha = 0
      end, transitionContext, function(finished)
        fromView:removeFromSuperview()
        transitionContext:completeTransition(finished)
      end)
  end

end

-- Swift's private `animate(_:inContext:withCompletion:)`
function AnimationController:animate(animations, context, completion)
  View.animate{duration = self:transitionDuration(context), delay = 0,
    dampingRatio = kSpringDamping, initialVelocity = kSpringVelocity, options = {},
    animations = animations, completion = completion}
end

-- PresentationController.swift: a UIPresentationController subclass with an initializer that
-- takes the dimming colour
function M.PresentationController(presentedViewController, presentingViewController, dimmingViewColor)
  local controller = PresentationController{
    presentedViewController = presentedViewController,
    presentingViewController = presentingViewController,
  }
  controller.dimmingView = View{name = "dimmingView"}   -- private let dimmingView = UIView()
  controller.dimmingView.backgroundColor = dimmingViewColor

  function controller:presentationTransitionWillBegin()
    -- not ported: self.presentingViewController.view.tintAdjustmentMode = .dimmed
    self.dimmingView.alpha = 0

    self.containerView:addSubview(self.dimmingView)

    local coordinator = self.presentedViewController.transitionCoordinator
    -- Swift's optional chaining `coordinator?.animate(…)`
    if coordinator then coordinator:animate(function(_) self.dimmingView.alpha = 1 end, nil) end
  end

  function controller:dismissalTransitionWillBegin()
    -- not ported: self.presentingViewController.view.tintAdjustmentMode = .automatic

    local coordinator = self.presentedViewController.transitionCoordinator
    if coordinator then coordinator:animate(function(_) self.dimmingView.alpha = 0 end, nil) end
  end

  function controller:containerViewWillLayoutSubviews()
    local containerView = self.containerView
    if containerView then
      self.dimmingView.frame = containerView.frame
    end
  end

  return controller
end

-- Transition.swift: SDCTransition, the transitioning delegate
local SDCTransition = {}
SDCTransition.__index = SDCTransition
M.SDCTransition = SDCTransition

function SDCTransition.new(alertStyle, dimmingViewColor)
  local self = setmetatable({}, SDCTransition)
  self.alertStyle = alertStyle
  self.dimmingViewColor = dimmingViewColor
  return self
end

function SDCTransition:presentationControllerForPresented(presented, presenting, source)
  return M.PresentationController(presented, presenting, self.dimmingViewColor)
end

function SDCTransition:animationControllerForPresented(presented, presenting, source)
  if self.alertStyle == "actionSheet" then
    return nil
  end

  return AnimationController.new(true)
end

function SDCTransition:animationControllerForDismissed(dismissed)
  return self.alertStyle == "alert" and AnimationController.new(false) or nil
end

-- AlertController.swift, what the presentation needs of it: `commonInit`'s style and delegate,
-- and the alert pinned as `createViewConstraints` pins it (see the header for the stand-ins).
-- AlertVisualStyle's light-mode dimming colour is UIColor(white: 0, alpha: 0.2).
M.dimmingColor = Color(0, 0, 0, 0.2)
M.alertWidth = 270
M.alertHeight = 140      -- the stand-in's: the real one is as tall as its content
M.sheetHeight = 300      -- likewise

function M.AlertController(preferredStyle)
  preferredStyle = preferredStyle or "alert"
  local alert = View{name = "alert", backgroundColor = Color.white, cornerRadius = 13}
  local controller = ViewController{name = "alertController", alert = alert,
    preferredStyle = preferredStyle,
    viewDidLoad = function(self)
      self.view:addSubview(self.alert)
    end,
    -- the constraints `createViewConstraints` activates in viewDidLoad hold at every layout:
    -- Transit has no Auto Layout for centring, so they are resolved here, when the view has
    -- its bounds and safe area (a layout pass: `window:layoutIfNeeded()` where UIKit's run loop
    -- lays out, docs/rotation.md)
    viewWillLayoutSubviews = function(self)
      self:createViewConstraints()
    end,
  }

  -- createViewConstraints, resolved: the alert's width and centre (or bottom)
  function controller:createViewConstraints()
    local bounds = self.view.bounds
    if self.preferredStyle == "actionSheet" then
      -- width = (min(width, height) − margins.left − margins.right) · visualStyle.width (1),
      -- with the notched phone's margins (10 left, 10 right, bottom 0) pinned to the bottom
      -- (UIViewController+Layout.swift: `bottomAnchor` is the safeAreaLayoutGuide's)
      local width = math.min(bounds.width, bounds.height) - 10 - 10
      local bottom = bounds.height - self.view.safeAreaInsets.bottom
      self.alert.frame = Rect((bounds.width - width) / 2, bottom - M.sheetHeight, width, M.sheetHeight)
    else
      -- centred across the view and on the safe area's centre (UIViewController+Layout.swift:
      -- `centerYAnchor` is the safeAreaLayoutGuide's)
      local insets = self.view.safeAreaInsets
      local centerY = (insets.top + bounds.height - insets.bottom) / 2
      self.alert.frame = Rect((bounds.width - M.alertWidth) / 2, centerY - M.alertHeight / 2,
        M.alertWidth, M.alertHeight)
    end
  end

  -- commonInit
  controller.modalPresentationStyle = "custom"
  controller.transitionDelegate = SDCTransition.new(preferredStyle, M.dimmingColor)   -- lazy var
  controller.transitioningDelegate = controller.transitionDelegate

  return controller
end

return M

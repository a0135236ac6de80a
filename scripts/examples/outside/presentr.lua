-- presentr.lua — Presentr ported to Transit: a transitioning delegate that presents a
-- controller in a custom presentation — a popup (the width less 30-point margins, 66 % of the
-- height, centred), an alert (270 × 180), the top or bottom half, or a custom size and
-- position — over a dimming "chrome" view that fades in alongside and dismisses on a tap,
-- with an animation of a family of frame-transforming animators (cover vertical, from the top,
-- from a corner, cross dissolve), each plain (0.4 s) or on a spring. A module;
-- scripts/spec/outside/presentr_spec.lua presents with it and pins its frames.
--
-- Source: https://github.com/IcaliaLabs/Presentr, Presentr/Presentr.swift,
-- PresentrController.swift, PresentrAnimation.swift, CoverVerticalAnimation.swift,
-- CoverVerticalFromTopAnimation.swift, CoverFromCornerAnimation.swift,
-- CrossDissolveAnimation.swift, TransitionType.swift, PresentationType.swift, ModalSize.swift
-- and ModalCenterPosition.swift at bc06d3b (2018-11-03), © 2016 Icalia Labs, MIT licence.
-- Written from reading the Swift, one Lua line for each Swift line where the contract allows;
-- where it does not, the comment says so. Not ported: the keyboard translation
-- (NotificationCenter: Transit has no keyboard), the blur background (no UIVisualEffectView),
-- PassthroughView's touch forwarding (`backgroundTap = .passthrough`), the swipe to dismiss,
-- the drop shadow, `.dynamic` (Auto Layout's systemLayoutSizeFitting),
-- `.customOrientation`, CoverHorizontalAnimation and FlipHorizontalAnimation, the
-- AlertViewController. Swift's enums with associated values are tables: `{"custom", size = 270}`.
local M = {}

-- Presentr.swift's PresentrConstants.Values
local defaultSideMargin = 30.0
local defaultHeightPercentage = 0.66

-- Swift's Float is single precision: floorf(Float(852) * 0.66) multiplies two floats, and
-- 0.66 as a float is 0.6600000262…; the product rounds to a float too. string.pack's "f"
-- rounds a double to the nearest float, as Swift's Float(_:) does.
local function float(x) return (string.unpack("f", string.pack("f", x))) end

-- ModalSize.swift
local ModalSize = {}
M.ModalSize = ModalSize

function ModalSize.calculateWidth(size, parentSize)
  local kind = size[1]
  if kind == "default" then
    return math.floor(float(float(parentSize.width) - float(defaultSideMargin * 2.0)))
  elseif kind == "half" then
    return math.floor(float(parentSize.width) / 2.0)
  elseif kind == "full" then
    return float(parentSize.width)
  elseif kind == "custom" then
    return size.size
  elseif kind == "fluid" then
    return math.floor(float(float(parentSize.width) * float(size.percentage)))
  elseif kind == "sideMargin" then
    return math.floor(float(float(parentSize.width) - float(size.value * 2.0)))
  end
  error("ModalSize: not ported: " .. tostring(kind), 2)
end

function ModalSize.calculateHeight(size, parentSize)
  local kind = size[1]
  if kind == "default" then
    return math.floor(float(float(parentSize.height) * float(defaultHeightPercentage)))
  elseif kind == "half" then
    return math.floor(float(parentSize.height) / 2.0)
  elseif kind == "full" then
    return float(parentSize.height)
  elseif kind == "custom" then
    return size.size
  elseif kind == "fluid" then
    return math.floor(float(float(parentSize.height) * float(size.percentage)))
  elseif kind == "sideMargin" then
    return math.floor(float(float(parentSize.height) - float(size.value * 2)))
  end
  error("ModalSize: not ported: " .. tostring(kind), 2)
end

-- ModalCenterPosition.swift
local ModalCenterPosition = {}
M.ModalCenterPosition = ModalCenterPosition

function ModalCenterPosition.calculateCenterPoint(position, containerFrame)
  local kind = position[1]
  if kind == "center" then
    return Point(containerFrame.x + (containerFrame.width / 2),
                 containerFrame.y + (containerFrame.height / 2))
  elseif kind == "topCenter" then
    return Point(containerFrame.x + (containerFrame.width / 2),
                 containerFrame.y + (containerFrame.height * (1 / 4) - 1))
  elseif kind == "bottomCenter" then
    return Point(containerFrame.x + (containerFrame.width / 2),
                 containerFrame.y + (containerFrame.height * (3 / 4)))
  elseif kind == "custom" then
    return position.centerPoint
  elseif kind == "customOrigin" then
    return nil
  end
end

function ModalCenterPosition.calculateOrigin(position)
  if position[1] == "customOrigin" then
    return position.origin
  end
  return nil
end

-- PresentationType.swift
local PresentationType = {}
M.PresentationType = PresentationType

function PresentationType.size(presentationType)
  local kind = presentationType[1]
  if kind == "alert" then
    return {"custom", size = 270}, {"custom", size = 180}
  elseif kind == "popup" then
    return {"default"}, {"default"}
  elseif kind == "topHalf" or kind == "bottomHalf" then
    return {"full"}, {"half"}
  elseif kind == "fullScreen" then
    return {"full"}, {"full"}
  elseif kind == "custom" then
    return presentationType.width, presentationType.height
  end
  return nil   -- .dynamic (not ported)
end

function PresentationType.position(presentationType)
  local kind = presentationType[1]
  if kind == "alert" or kind == "popup" then
    return {"center"}
  elseif kind == "topHalf" then
    return {"topCenter"}
  elseif kind == "bottomHalf" then
    return {"bottomCenter"}
  elseif kind == "fullScreen" then
    return {"center"}
  elseif kind == "custom" then
    return presentationType.center
  end
end

function PresentationType.defaultTransitionType(presentationType)
  if presentationType[1] == "topHalf" then
    return {"coverVerticalFromTop"}
  end
  return {"coverVertical"}
end

function PresentationType.shouldRoundCorners(presentationType)
  local kind = presentationType[1]
  return kind == "alert" or kind == "popup"
end

-- PresentrAnimation.swift: the base class; subclasses are tables whose __index falls back to it
local PresentrAnimation = {}
PresentrAnimation.__index = PresentrAnimation
M.PresentrAnimation = PresentrAnimation

-- options: {"normal", duration =} or {"spring", duration =, delay =, damping =, velocity =}
function PresentrAnimation.new(options, class)
  local self = setmetatable({}, class or PresentrAnimation)
  self.options = options or {"normal", duration = 0.4}
  return self
end

function PresentrAnimation:transform(containerFrame, finalFrame)
  -- Swift's `var initialFrame = finalFrame` copies the CGRect; a Lua Rect is a table, so
  -- the copy is made explicitly (as in cards.lua)
  local initialFrame = Rect(finalFrame.x, finalFrame.y, finalFrame.width, finalFrame.height)
  initialFrame.y = containerFrame.height + initialFrame.height
  return initialFrame
end

function PresentrAnimation:beforeAnimation(transitionContext)
  local finalFrameForVC = transitionContext.finalFrame
  local initialFrameForVC = self:transform(transitionContext.containerView.frame, finalFrameForVC)

  local initialFrame = transitionContext.isPresenting and initialFrameForVC or finalFrameForVC
  if transitionContext.animatingView then transitionContext.animatingView.frame = initialFrame end
end

function PresentrAnimation:performAnimation(transitionContext)
  local finalFrameForVC = transitionContext.finalFrame
  local initialFrameForVC = self:transform(transitionContext.containerView.frame, finalFrameForVC)

  local finalFrame = transitionContext.isPresenting and finalFrameForVC or initialFrameForVC
  if transitionContext.animatingView then transitionContext.animatingView.frame = finalFrame end
end

function PresentrAnimation:afterAnimation(transitionContext)
  -- Any cleanup to be done after the animation is over.
end

-- UIViewControllerAnimatedTransitioning

function PresentrAnimation:transitionDuration(transitionContext)
  return self.options.duration   -- .normal(duration) and .spring(duration, _, _, _) alike
end

function PresentrAnimation:animateTransition(transitionContext)
  local containerView = transitionContext.containerView

  local fromViewController = transitionContext:viewController("from")
  local toViewController = transitionContext:viewController("to")
  local fromView = transitionContext:view("from")
  local toView = transitionContext:view("to")

  local isPresenting = (toViewController.presentingViewController == fromViewController)

  local animatingVC = isPresenting and toViewController or fromViewController
  local animatingView = isPresenting and toView or fromView

  local initialFrame = transitionContext:initialFrame(animatingVC)
  local finalFrame = transitionContext:finalFrame(animatingVC)

  -- PresentrTransitionContext: a struct of lets, a table here
  local presentrContext = {containerView = containerView,
                           initialFrame = initialFrame,
                           finalFrame = finalFrame,
                           isPresenting = isPresenting,
                           fromViewController = fromViewController,
                           toViewController = toViewController,
                           fromView = fromView,
                           toView = toView,
                           animatingViewController = animatingVC,
                           animatingView = animatingView}
  if isPresenting then
    containerView:addSubview(toView)
  end

  local options = self.options
  if options[1] == "normal" then
    self:animate(presentrContext, transitionContext, options.duration)
  elseif options[1] == "spring" then
    self:animateWithSpring(presentrContext, transitionContext, options.duration,
                           options.delay, options.damping, options.velocity)
  end

end

function PresentrAnimation:animate(presentrContext, transitionContext, duration)
  self:beforeAnimation(presentrContext)
  View.animate(duration, function()
    self:performAnimation(presentrContext)
  end, function(completed)
    self:afterAnimation(presentrContext)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

function PresentrAnimation:animateWithSpring(presentrContext, transitionContext, duration, delay, damping, velocity)
  self:beforeAnimation(presentrContext)
  View.animate{duration = duration,
               delay = delay,
               usingSpringWithDamping = damping,
               initialSpringVelocity = velocity,
               options = {},
               animations = function()
    self:performAnimation(presentrContext)
  end, completion = function(completed)
    self:afterAnimation(presentrContext)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end}
end

-- CoverVerticalAnimation.swift: the base's transform, overridden with the same body
local CoverVerticalAnimation = setmetatable({}, PresentrAnimation)
CoverVerticalAnimation.__index = CoverVerticalAnimation
M.CoverVerticalAnimation = CoverVerticalAnimation

function CoverVerticalAnimation:transform(containerFrame, finalFrame)
  local initialFrame = Rect(finalFrame.x, finalFrame.y, finalFrame.width, finalFrame.height)
  initialFrame.y = containerFrame.height + initialFrame.height
  return initialFrame
end

-- CoverVerticalFromTopAnimation.swift
local CoverVerticalFromTopAnimation = setmetatable({}, PresentrAnimation)
CoverVerticalFromTopAnimation.__index = CoverVerticalFromTopAnimation
M.CoverVerticalFromTopAnimation = CoverVerticalFromTopAnimation

function CoverVerticalFromTopAnimation:transform(containerFrame, finalFrame)
  local initialFrame = Rect(finalFrame.x, finalFrame.y, finalFrame.width, finalFrame.height)
  initialFrame.y = 0 - initialFrame.height
  return initialFrame
end

-- CoverFromCornerAnimation.swift; Corner's `top` and `left` as lookups
local CoverFromCornerAnimation = setmetatable({}, PresentrAnimation)
CoverFromCornerAnimation.__index = CoverFromCornerAnimation
M.CoverFromCornerAnimation = CoverFromCornerAnimation
local cornerIsTop = {topLeft = true, topRight = true, bottomLeft = false, bottomRight = false}
local cornerIsLeft = {topLeft = true, bottomLeft = true, topRight = false, bottomRight = false}

function CoverFromCornerAnimation.new(corner)
  -- Swift's init(corner:) leaves options at the base's default, .normal(duration: 0.4)
  local self = PresentrAnimation.new(nil, CoverFromCornerAnimation)
  self.corner = corner
  return self
end

function CoverFromCornerAnimation:transform(containerFrame, finalFrame)
  local initialFrame = Rect(finalFrame.x, finalFrame.y, finalFrame.width, finalFrame.height)

  if cornerIsTop[self.corner] then
    initialFrame.y = 0 - initialFrame.height
  else
    initialFrame.y = containerFrame.height + initialFrame.height
  end

  if cornerIsLeft[self.corner] then
    initialFrame.x = 0 - initialFrame.width
  else
    initialFrame.x = containerFrame.width + initialFrame.width
  end

  return initialFrame
end

-- CrossDissolveAnimation.swift
local CrossDissolveAnimation = setmetatable({}, PresentrAnimation)
CrossDissolveAnimation.__index = CrossDissolveAnimation
M.CrossDissolveAnimation = CrossDissolveAnimation

function CrossDissolveAnimation:beforeAnimation(transitionContext)
  transitionContext.animatingView.alpha = transitionContext.isPresenting and 0.0 or 1.0
end

function CrossDissolveAnimation:performAnimation(transitionContext)
  transitionContext.animatingView.alpha = transitionContext.isPresenting and 1.0 or 0.0
end

function CrossDissolveAnimation:afterAnimation(transitionContext)
  transitionContext.animatingView.alpha = 1.0
end

-- TransitionType.swift's animation(): {"crossDissolve"}, {"coverFromCorner", corner =},
-- {"custom", animation =} …
local function animation(transitionType)
  local kind = transitionType[1]
  if kind == "crossDissolve" then
    return PresentrAnimation.new(nil, CrossDissolveAnimation)
  elseif kind == "coverVertical" then
    return PresentrAnimation.new(nil, CoverVerticalAnimation)
  elseif kind == "coverVerticalFromTop" then
    return PresentrAnimation.new(nil, CoverVerticalFromTopAnimation)
  elseif kind == "coverFromCorner" then
    return CoverFromCornerAnimation.new(transitionType.corner)
  elseif kind == "custom" then
    return transitionType.animation
  end
  error("TransitionType: not ported: " .. tostring(kind), 2)
end

-- PresentrController.swift (the parts listed in the header)
function M.PresentrController(presentedViewController, presentingViewController, presentr)
  local controller = PresentationController{
    presentedViewController = presentedViewController,
    presentingViewController = presentingViewController,
  }
  controller.presentationType = presentr.presentationType
  controller.backgroundTap = presentr.backgroundTap
  controller.dismissAnimated = presentr.dismissAnimated
  controller.contextFrameForPresentation = presentr.contextFrameForPresentation

  -- Swift's computed containerFrame, a method
  function controller:containerFrame()
    return self.contextFrameForPresentation or (self.containerView and self.containerView.bounds) or Rect(0, 0, 0, 0)
  end

  -- Swift's lazy var chromeView (a PassthroughView that passes nothing through: a View)
  controller.chromeView = View{name = "chrome"}

  -- setupBackground(_:backgroundOpacity:blurBackground:blurStyle:), blur not ported
  local tap = TapGestureRecognizer(controller, "chromeViewTapped")
  controller.chromeView:addGestureRecognizer(tap)
  controller.chromeView.backgroundColor = presentr.backgroundColor:withAlphaComponent(presentr.backgroundOpacity)

  -- setupCornerRadius(roundCorners:cornerRadius:)
  local shouldRoundCorners = presentr.roundCorners
  if shouldRoundCorners == nil then shouldRoundCorners = PresentationType.shouldRoundCorners(controller.presentationType) end

  if shouldRoundCorners then
    presentedViewController.view.layer.cornerRadius = presentr.cornerRadius
  else
    presentedViewController.view.layer.cornerRadius = 0
  end

  function controller:frameOfPresentedViewInContainerView()
    local containerBounds = self:containerFrame()
    local size = self:sizeForChildContentContainer(self.presentedViewController, containerBounds.size)

    local origin
    -- If the Presentation Type's calculate center point returns nil
    -- this means that the user provided the origin, not a center point.
    local center = self:getCenterPointFromType()
    if center then
      origin = self:calculateOrigin(center, size)
    else
      origin = self:getOriginFromType() or Point(0, 0)
    end

    return Rect(origin, size)
  end

  function controller:sizeForChildContentContainer(container, parentSize)
    local width = self:getWidthFromType(parentSize)
    local height = self:getHeightFromType(parentSize)
    return Size(width, height)
  end

  function controller:containerViewWillLayoutSubviews()
    -- (the keyboard guard is not ported)
    self.chromeView.frame = self:containerFrame()
    self.presentedView.frame = self:frameOfPresentedViewInContainerView()
  end

  function controller:presentationTransitionWillBegin()
    local containerView = self.containerView
    if not containerView then return end

    -- (the passthrough settings and the background view behind the context frame are not
    -- ported; without a context frame it covers what the chrome view covers)
    self.chromeView.frame = self:containerFrame()

    containerView:insertSubview(self.chromeView, {at = 1})   -- Swift's index 1 above the background view at 0

    self.chromeView.alpha = 0.0   -- the blur's branch is not ported

    local coordinator = self.presentedViewController.transitionCoordinator
    if not coordinator then
      self.chromeView.alpha = 1.0
      return
    end

    coordinator:animate(function(context)
      self.chromeView.alpha = 1.0
    end, nil)
  end

  function controller:dismissalTransitionWillBegin()
    local coordinator = self.presentedViewController.transitionCoordinator
    if not coordinator then
      self.chromeView.alpha = 0.0
      return
    end

    coordinator:animate(function(context)
      self.chromeView.alpha = 0.0
    end, nil)
  end

  -- Sizing, Position
  function controller:getWidthFromType(parentSize)
    local width = PresentationType.size(self.presentationType)
    if not width then return 0 end   -- .dynamic is not ported
    return ModalSize.calculateWidth(width, parentSize)
  end

  function controller:getHeightFromType(parentSize)
    local _, height = PresentationType.size(self.presentationType)
    if not height then return 0 end
    return ModalSize.calculateHeight(height, parentSize)
  end

  function controller:getCenterPointFromType()
    local containerBounds = self:containerFrame()
    local position = PresentationType.position(self.presentationType)
    return ModalCenterPosition.calculateCenterPoint(position, containerBounds)
  end

  function controller:getOriginFromType()
    local position = PresentationType.position(self.presentationType)
    return ModalCenterPosition.calculateOrigin(position)
  end

  function controller:calculateOrigin(center, size)
    local x = center.x - size.width / 2
    local y = center.y - size.height / 2
    return Point(x, y)
  end

  -- Gesture Handling (the presented controller's presentrShouldDismiss is not ported)
  function controller:chromeViewTapped(gesture)
    if self.backgroundTap ~= "dismiss" then
      return
    end

    if gesture.state == "ended" then
      self.presentingViewController:dismiss(self.dismissAnimated, nil)
    end
  end

  return controller
end

-- Presentr.swift: the transitioning delegate and its public settings, at their defaults
local Presentr = {}
Presentr.__index = Presentr
M.Presentr = Presentr

function Presentr.new(presentationType)
  local self = setmetatable({}, Presentr)
  self.presentationType = presentationType
  self.transitionType = nil
  self.dismissTransitionType = nil
  self.roundCorners = nil
  self.cornerRadius = 4
  self.backgroundColor = Color.black
  self.backgroundOpacity = 0.7
  self.backgroundTap = "dismiss"
  self.dismissAnimated = true
  self.contextFrameForPresentation = nil
  return self
end

-- UIViewController's present(_:animated:completion:) extension, customPresentViewController
function Presentr:customPresentViewController(presentingVC, presentedVC, animated, completion)
  presentedVC.transitioningDelegate = self
  presentedVC.modalPresentationStyle = "custom"
  presentingVC:present(presentedVC, animated, completion)
end

function Presentr:transitionForPresent()
  return self.transitionType or PresentationType.defaultTransitionType(self.presentationType)
end

function Presentr:transitionForDismiss()
  return self.dismissTransitionType or self.transitionType
    or PresentationType.defaultTransitionType(self.presentationType)
end

-- UIViewControllerTransitioningDelegate
function Presentr:presentationControllerForPresented(presented, presenting, source)
  return M.PresentrController(presented, presenting, self)
end

function Presentr:animationControllerForPresented(presented, presenting, source)
  return animation(self:transitionForPresent())
end

function Presentr:animationControllerForDismissed(dismissed)
  return animation(self:transitionForDismiss())
end

return M

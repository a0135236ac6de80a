-- dash_modal.lua — Dash Wallet's modal presentation (Objective-C) ported to Transit: the
-- presented screen slides up from below to the bottom two thirds of the screen, and back down,
-- on a property animator of duration 0 whose `UISpringTimingParameters` come from a damping
-- (0.8) and a response (0.4 s) — mass 1, stiffness (2π / response)², damping 4π·damping /
-- response, so the animator runs until that spring settles, and the animation controller
-- reports the animator's duration as the transition's; a dimming view fades in and out
-- alongside, and a tap on it dismisses. A module; scripts/spec/outside/dash_modal_spec.lua
-- presents and dismisses a screen and pins its frames.
--
-- Source: https://github.com/dashpay/dashwallet-ios, DashWallet/Sources/UI/Views/Transitions/
-- UISpringTimingParameters+DWInit.m, Animations/DWModalBaseAnimation.m, DWModalPresentationAnimation
-- .m, DWModalDismissalAnimation.m, Modal/DWModalTransition.m and DWModalPresentationController.m
-- (the stored versions d79ca0b, b41ab50, 2c480d5, 0fadeea), © 2019 Dash Core Group, MIT licence.
-- One Lua line for each Objective-C line where the contract allows; where it does not, the
-- comment says so. Not ported: DWModalInteractiveTransition (the pan that drives a dismissal,
-- rubber-bands the view with `pow(-offset, 0.7)` and ends with a spring `timingCurve` from the
-- projected velocity: Transit's percent-driven transition takes a completion curve, not
-- timing parameters) — so the delegate vends no interaction controller, and the
-- `interactiveTransition` bookkeeping of the presentation controller goes with it; the
-- `contentViewHeight` delegate (the default height is used); `IS_IPHONE_5_OR_LESS` and
-- `IS_IPHONE_6` (an iPhone 15: two thirds); `NSParameterAssert`; the bottom view's three
-- anchor constraints (its frame: under the presented view, as tall as the presented view's
-- bottom edge, kept in step by `containerViewDidLayoutSubviews`).
local M = {}

-- UISpringTimingParameters+DWInit.m: `initWithDamping:response:initialVelocity:`
function M.springTimingParameters(damping, response, velocity)
  velocity = velocity or {dx = 0.0, dy = 0.0}
  if response <= 0 then                                    -- NSAssert(response > 0) aside
    response = 1.0
  end

  local stiffness = (2.0 * math.pi / response) ^ 2.0
  local damp = 4 * math.pi * damping / response

  return SpringTimingParameters{mass = 1.0, stiffness = stiffness, damping = damp, initialVelocity = velocity}
end

-- DWModalBaseAnimation.m (the style is always the default here: DWModalTransition asks for it)
local DWModalBaseAnimation = {}
DWModalBaseAnimation.__index = DWModalBaseAnimation

local function newAnimation(class, style)
  local self = setmetatable({}, class)
  self.style = style

  local timingParameters = M.springTimingParameters(0.8, 0.4)

  local animator = PropertyAnimator{duration = 0.0, timingParameters = timingParameters}

  self.animator = animator
  return self
end

function DWModalBaseAnimation:transitionDuration(_)
  return self.animator.duration
end

function DWModalBaseAnimation:animateTransition(transitionContext)
  -- Since `-interruptibleAnimatorForTransition:` is implemented this could be a NOP
  local animator = self:animatorForTransition(transitionContext)
  animator:startAnimation()
end

function DWModalBaseAnimation:interruptibleAnimator(transitionContext)
  return self:animatorForTransition(transitionContext)
end

function DWModalBaseAnimation:animationEnded(_)
  -- NOP
end

local screenHeight = function() return screen.bounds.height end   -- [UIScreen mainScreen].bounds

-- DWModalPresentationAnimation.m
local DWModalPresentationAnimation = setmetatable({}, {__index = DWModalBaseAnimation})
DWModalPresentationAnimation.__index = DWModalPresentationAnimation
M.DWModalPresentationAnimation = DWModalPresentationAnimation

function DWModalPresentationAnimation.new(style) return newAnimation(DWModalPresentationAnimation, style) end

function DWModalPresentationAnimation:animatorForTransition(transitionContext)
  local animator = self.animator

  if self.animatorConfigured then
    return animator
  end
  self.animatorConfigured = true

  local toView = transitionContext:view("to")

  local toViewController = transitionContext:viewController("to")

  local finalFrame = transitionContext:finalFrame(toViewController)

  local heightOffset = self.style == "default" and finalFrame.height or screenHeight()

  toView.frame = Rect(finalFrame.x, finalFrame.y + heightOffset, finalFrame.width, finalFrame.height)

  animator:addAnimations(function()
    toView.frame = finalFrame
  end)

  animator:addCompletion(function(_)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)

  return animator
end

-- DWModalDismissalAnimation.m
local DWModalDismissalAnimation = setmetatable({}, {__index = DWModalBaseAnimation})
DWModalDismissalAnimation.__index = DWModalDismissalAnimation
M.DWModalDismissalAnimation = DWModalDismissalAnimation

function DWModalDismissalAnimation.new(style) return newAnimation(DWModalDismissalAnimation, style) end

function DWModalDismissalAnimation:animatorForTransition(transitionContext)
  local animator = self.animator

  if self.animatorConfigured then
    return animator
  end
  self.animatorConfigured = true


  local fromView = transitionContext:view("from")

  local fromViewController = transitionContext:viewController("from")

  local initialFrame = transitionContext:initialFrame(fromViewController)

  animator:addAnimations(function()
    local heightOffset = self.style == "default" and initialFrame.height or screenHeight()

    fromView.frame = Rect(initialFrame.x, initialFrame.y + heightOffset, initialFrame.width, initialFrame.height)
  end)

  animator:addCompletion(function(_)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)

  return animator
end

-- DWModalPresentationController.m
local function DWModalPresentedHeightPercent()
  return 2.0 / 3.0                                         -- neither an iPhone 5 nor an iPhone 6
end

M.dimmingColor = Color(0, 0, 0, 0.5)                       -- [UIColor dw_modalDimmingColor]

function M.DWModalPresentationController(presented, presenting)
  local controller = PresentationController{presentedViewController = presented, presentingViewController = presenting}

  function controller:shouldPresentInFullscreen() return false end

  function controller:frameOfPresentedViewInContainerView()
    local bounds = self.containerView.bounds
    local height = bounds.height
    local width = bounds.width

    local viewHeight = math.ceil(height * DWModalPresentedHeightPercent())
    local frame = Rect(0.0, height - viewHeight, width, viewHeight)

    return frame
  end

  function controller:containerViewDidLayoutSubviews()
    self:dimmingView().frame = self.containerView.bounds
    self.presentedView.frame = self:frameOfPresentedViewInContainerView()
    self:layoutBottomView()                                -- the bottom view's constraints
  end

  function controller:presentationTransitionWillBegin()
    local presentedView = self.presentedView
    self.containerView:addSubview(presentedView)

    local bottomView = self:bottomView()                   -- IS_IPHONE
    presentedView:addSubview(bottomView)
    self:layoutBottomView()

    self.containerView:insertSubview(self:dimmingView(), {at = 1})          -- atIndex:0
    self:performBlockAnimatedIfPossible(function()
      self:dimmingView().alpha = 1.0
    end)
  end

  function controller:presentationTransitionDidEnd(completed)
    if not completed then
      self:dimmingView():removeFromSuperview()
    end
  end

  function controller:dismissalTransitionWillBegin()
    self:performBlockAnimatedIfPossible(function()
      self:dimmingView().alpha = 0.0
    end)
  end

  function controller:dismissalTransitionDidEnd(completed)
    if completed then
      self:dimmingView():removeFromSuperview()
    end
  end

  -- the lazy `dimmingView` getter
  function controller:dimmingView()
    if not self._dimmingView then
      local dimmingView = View{name = "dimmingView", frame = self.containerView.bounds}
      dimmingView.backgroundColor = M.dimmingColor
      dimmingView.alpha = 0.0

      local tapGestureRecognizer = TapGestureRecognizer(self, "tapGestureRecognizerAction")
      dimmingView:addGestureRecognizer(tapGestureRecognizer)

      self._dimmingView = dimmingView
    end
    return self._dimmingView
  end

  -- the lazy `bottomView` getter
  function controller:bottomView()
    if not self._bottomView then
      local presentedView = self.presentedView

      local frame = presentedView.frame

      local bottomView = View{name = "bottomView", frame = frame}
      bottomView.backgroundColor = presentedView.backgroundColor

      self._bottomView = bottomView
    end

    return self._bottomView
  end

  -- the three constraints: top to the presented view's bottom, height the presented view's
  -- maxY when the presentation began, width the presented view's
  function controller:layoutBottomView()
    local bottomView, presentedView = self._bottomView, self.presentedView
    if not bottomView then return end
    self._bottomHeight = self._bottomHeight or presentedView.frame.y + presentedView.frame.height
    bottomView.frame = Rect(0, presentedView.bounds.height, presentedView.bounds.width, self._bottomHeight)
  end

  function controller:tapGestureRecognizerAction(_)
    -- `interactiveTransition.interactiveTransitionAllowed`: YES by default, and nothing here sets it
    self.presentingViewController:dismiss(true, nil)
  end

  function controller:performBlockAnimatedIfPossible(block)
    local coordinator = self.presentedViewController.transitionCoordinator
    if coordinator then
      coordinator:animate(function(_)
        block()
      end, nil)
    else
      block()
    end
  end

  return controller
end

-- DWModalTransition.m, without the interaction controllers (see the header)
local DWModalTransition = {}
DWModalTransition.__index = DWModalTransition
M.DWModalTransition = DWModalTransition

function DWModalTransition.new() return setmetatable({}, DWModalTransition) end

function DWModalTransition:animationControllerForPresented(_, _, _)
  return DWModalPresentationAnimation.new("default")
end

function DWModalTransition:animationControllerForDismissed(_)
  return DWModalDismissalAnimation.new("default")
end

function DWModalTransition:presentationControllerForPresented(presented, presenting, _)
  local presentationController = M.DWModalPresentationController(presented, presenting)

  return presentationController
end

return M

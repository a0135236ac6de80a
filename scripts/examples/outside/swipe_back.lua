-- swipe_back.lua — SwipeTransition's swipe back ported to Transit: a pan anywhere on a
-- navigation controller's view (not only at its edge) pops the top controller under the
-- finger — the top view slides right with it while the one below comes in from a 30 %
-- parallax offset under a 10 % dimming — and lifting past half the width, or faster than
-- 1,000 points per second, finishes the pop; otherwise it goes back. A module;
-- scripts/spec/outside/swipe_back_spec.lua drags it and pins its frames.
--
-- Source: https://github.com/tattn/SwipeTransition, Sources/SwipeTransition/
-- SwipeBack/SwipeBackController.swift, SwipeBackAnimator.swift, SwipeBackContext.swift,
-- SwipeBackConfiguration.swift, Context.swift, TransitionHandleable.swift and
-- InteractiveTransition.swift at 5da05f0 (2024-09-29), © 2018 Tatsuya Tanaka, MIT licence.
-- Written from reading the Swift, one Lua line for each Swift line where the contract allows;
-- where it does not, the comment says so. Not ported: DelegateProxy.swift (Objective-C
-- message forwarding; a small table proxy below stands in), the observe(…) methods for
-- scroll views, and OneFingerDirectionalPanGestureRecognizer (a UIPanGestureRecognizer
-- subclass that cancels itself in touchesMoved when the first move is not rightwards, and
-- sets maximumNumberOfTouches, cancelsTouchesInView, delaysTouchesBegan: Transit's
-- recognizers cannot be subclassed nor have those properties; a plain pan stands in, so a
-- leftward first move here begins a pop that the translation keeps at 0 %).
local M = {}

-- SwipeBackConfiguration.swift
local SwipeBackConfiguration = {}
SwipeBackConfiguration.shared = {
  transitionDuration = 0.3,   -- Duration of the dismiss animation
  parallaxFactor = 0.3,       -- Factor of the background view parallax
  backViewDimness = 0.1,      -- Dimness of the background view
}
M.SwipeBackConfiguration = SwipeBackConfiguration

-- InteractiveTransition.swift: a UIPercentDrivenInteractiveTransition subclass; Transit's
-- cannot be subclassed, so its init and its extra method go on the object. Swift overloads
-- update(_:) with update(value:maxValue:); a Lua object has one function per name, so the
-- second is updateValue.
local function InteractiveTransition()
  local transition = PercentDrivenInteractiveTransition()
  transition.completionCurve = "easeInOut"

  function transition:updateValue(value, maxValue)
    local percentComplete = value > 0 and value / maxValue or 0 -- .linear
    self:update(percentComplete)
  end
  return transition
end

-- TransitionHandleable.swift's extension, mixed into the context
local TransitionHandleable = {}

function TransitionHandleable:startTransition()
  if not self:allowsTransitionStart() then return end
  self:setInteractiveTransition(InteractiveTransition())
  self:didStartTransition()
end

function TransitionHandleable:finishTransition()
  if self.interactiveTransition then self.interactiveTransition:finish() end
  self:setInteractiveTransition(nil)
  self:didFinishTransition()
end

function TransitionHandleable:cancelTransition()
  if self.interactiveTransition then self.interactiveTransition:cancel() end
  self:setInteractiveTransition(nil)
  self:didCancelTransition()
end

function TransitionHandleable:didFinishTransition() end
function TransitionHandleable:didCancelTransition() end

-- Context.swift and SwipeBackContext.swift: Context<UINavigationController>
local SwipeBackContext = setmetatable({}, {__index = TransitionHandleable})
SwipeBackContext.__index = SwipeBackContext

function SwipeBackContext.new(target)
  return setmetatable({target = target, isEnabled = true, transitioning = false}, SwipeBackContext)
end

function SwipeBackContext:targetView() return self.target and self.target.view end

-- Swift's didSet { transitioning = interactiveTransition != nil }: Lua fields have no
-- observers, so the setter is a method
function SwipeBackContext:setInteractiveTransition(transition)
  self.interactiveTransition = transition
  self.transitioning = transition ~= nil
end

function SwipeBackContext:interactiveTransitionIfNeeded()
  return self.isEnabled and self.interactiveTransition or nil
end

-- Context's allowsTransitionStart, then SwipeBackContext's override (super first)
function SwipeBackContext:allowsTransitionStart()
  local navigationController = self.target
  if not navigationController then return false end
  return #navigationController.viewControllers > 1 and (not self.transitioning and self.isEnabled)
end

function SwipeBackContext:allowsTransitionFinish(recognizer)
  local view = self:targetView()
  if not view then return false end
  local percent = math.max(recognizer:translation(view).x, 0) / view.frame.width
  -- Continue if drag more than 50% of screen width or velocity is higher than 1000
  return percent > 0.5 or recognizer:velocity(view).x > 1000
end

function SwipeBackContext:didStartTransition()
  self.target:popViewController(true)
end

function SwipeBackContext:updateTransition(recognizer)
  local view = self:targetView()
  if not view or not self.isEnabled then return end
  local translation = recognizer:translation(view)
  if self.interactiveTransition then self.interactiveTransition:updateValue(translation.x, view.bounds.width) end
end

-- SwipeBackAnimator.swift
local SwipeBackAnimator = {}
SwipeBackAnimator.__index = SwipeBackAnimator

function SwipeBackAnimator.new(parent)
  return setmetatable({parent = parent}, SwipeBackAnimator)
end

function SwipeBackAnimator:transitionDuration(transitionContext)
  return SwipeBackConfiguration.shared.transitionDuration
end

function SwipeBackAnimator:animateTransition(transitionContext)
  local to, from = transitionContext:viewController("to"), transitionContext:viewController("from")
  if not to or not from then return end
  transitionContext.containerView:insertSubview(to.view, {below = from.view})
  self.toView = to.view

  -- parallax effect
  -- Swift's `to.view.transform.tx = …` writes the struct back through the property; a Lua
  -- value read from a view is a copy (docs/values.md), so the copy is assigned back
  local transform = to.view.transform
  transform.tx = -transitionContext.containerView.bounds.width * SwipeBackConfiguration.shared.parallaxFactor
  to.view.transform = transform

  -- dim the back view
  local dimmedView = View{frame = to.view.bounds}
  dimmedView.backgroundColor = Color(0, 0, 0, SwipeBackConfiguration.shared.backViewDimness)  -- UIColor(white: 0, alpha:)
  to.view:addSubview(dimmedView)
  self.dimmedView = dimmedView      -- not in the Swift: kept for the spec to read

  if self.parent.onStartTransition then self.parent.onStartTransition(transitionContext) end

  View.animate{
    duration = self:transitionDuration(transitionContext),
    delay = 0,
    options = "curveLinear",
    animations = function()
      to.view.transform = Transform.identity
      from.view.transform = Transform.translation(to.view.frame.width, 0)
      dimmedView.alpha = 0
    end, completion = function(_)
      dimmedView:removeFromSuperview()
      from.view.transform = Transform.identity
      if self.parent.onFinishTransition then self.parent.onFinishTransition(transitionContext) end
      transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
    end}
end

function SwipeBackAnimator:animationEnded(transitionCompleted)
  if not transitionCompleted then
    if self.toView then self.toView.transform = Transform.identity end
  end
end

-- DelegateProxy.swift forwards each delegate method to the first of its delegates that
-- responds to it (Objective-C's forwardingTarget); a table's __index does the same here.
local function NavigationControllerDelegateProxy(delegates)
  return setmetatable({}, {__index = function(_, name)
    for _, delegate in ipairs(delegates) do
      local method = delegate[name]
      if type(method) == "function" then
        return function(_, ...) return method(delegate, ...) end
      end
    end
  end})
end

-- SwipeBackController.swift
local SwipeBackController = {}
SwipeBackController.__index = SwipeBackController
M.SwipeBackController = SwipeBackController

function SwipeBackController.new(navigationController)
  local self = setmetatable({}, SwipeBackController)
  self.context = SwipeBackContext.new(navigationController)
  self.animator = SwipeBackAnimator.new(self)           -- Swift's lazy var
  self.panGestureRecognizer = PanGestureRecognizer{target = self, action = "handlePanGesture"}

  self.navigationController = navigationController
  self.panGestureRecognizer.delegate = self

  navigationController.view:addGestureRecognizer(self.panGestureRecognizer)
  self:setNavigationControllerDelegate(navigationController.delegate)

  -- Prioritize the default edge swipe over the custom swipe back: not ported, Transit's
  -- recognizers have no require(toFail:); the edge swipe takes the touches within 20 points
  -- of the left edge, this pan the rest (the spec's pans start 100 points in)
  return self
end

function SwipeBackController:isEnabled() return self.context.isEnabled end

function SwipeBackController:setEnabled(newValue)
  self.context.isEnabled = newValue
  if newValue and self.panGestureRecognizer.view == nil then
    self.navigationController.view:addGestureRecognizer(self.panGestureRecognizer)
  elseif not newValue then
    if self.panGestureRecognizer.view then self.panGestureRecognizer.view:removeGestureRecognizer(self.panGestureRecognizer) end
  end
  -- case true: If already added gesture, do nothing (an empty branch luacheck refuses)
end

function SwipeBackController:setNavigationControllerDelegate(delegate)
  local delegates = {self}
  if delegate then delegates[2] = delegate end
  -- SwipeBackContext's navigationControllerDelegateProxy didSet: target?.delegate = proxy
  self.context.navigationControllerDelegateProxy = NavigationControllerDelegateProxy(delegates)
  self.context.target.delegate = self.context.navigationControllerDelegateProxy
end

function SwipeBackController:handlePanGesture(recognizer)
  local state = recognizer.state
  if state == "began" then
    self.context:startTransition()
  elseif state == "changed" then
    self.context:updateTransition(recognizer)
  elseif state == "ended" then
    if self.context:allowsTransitionFinish(recognizer) then
      self.context:finishTransition()
    else
      self.context:cancelTransition()      -- fallthrough to .cancelled
    end
  elseif state == "cancelled" then
    self.context:cancelTransition()
  end
end

-- UIGestureRecognizerDelegate (the observe(…) branch is not ported: no scroll views)
function SwipeBackController:gestureRecognizerShouldBegin(gestureRecognizer)
  return self.context:allowsTransitionStart()
end

-- UINavigationControllerDelegate, under Transit's names for UIKit's labels
function SwipeBackController:animationControllerFor(operation, fromVC, toVC)
  return operation == "pop" and self.context.isEnabled and self.context.interactiveTransition ~= nil
         and self.animator or nil
end

function SwipeBackController:interactionControllerFor(animationController)
  return self.context:interactiveTransitionIfNeeded()
end

function SwipeBackController:willShow(viewController, animated)
  if animated and self.context.isEnabled then
    self.context.transitioning = true
  end
end

function SwipeBackController:didShow(viewController, animated)
  self.context.transitioning = false
  self.panGestureRecognizer.isEnabled = #self.navigationController.viewControllers > 1
end

-- SwipeBackNavigationController.swift: viewDidLoad makes the controller
function M.SwipeBackNavigationController(properties)
  local nav = NavigationController(properties)
  nav.swipeBack = M.SwipeBackController.new(nav)     -- the associated object: a Lua-side field
  return nav
end

return M

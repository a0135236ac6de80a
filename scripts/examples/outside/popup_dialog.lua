-- popup_dialog.lua — PopupDialog's transitions ported to Transit: a dialog that bounces up on a
-- spring (or down, zooms, fades) over a fading overlay, dismisses on a tap around it, and
-- follows a downward pan on itself, a percent-driven dismissal that finishes past 30 %. A
-- module; scripts/spec/outside/popup_dialog_spec.lua pins its frames.
--
-- Source: https://github.com/Orderella/PopupDialog, PopupDialog/Classes/TransitionAnimator.swift,
-- TransitionAnimations.swift, PresentationManager.swift, PresentationController.swift,
-- InteractiveTransition.swift and the transition part of PopupDialog.swift (its init,
-- handleTap, dismiss) at d41ac7c (2022-02-26), © 2016 Orderella Ltd., MIT licence. Written
-- from reading the Swift, one Lua line for each Swift line where the contract allows; where it
-- does not, the comment says so. Swift's `[weak self]` and `guard let self = self` lines have
-- no Lua counterpart (a closure holds its upvalues) and are left out.
local M = {}

-- Swift's enums: their case names as strings
M.PopupDialogTransitionStyle = {"bounceUp", "bounceDown", "zoomIn", "fadeIn"}

-- TransitionAnimator.swift: the base class; Lua's idiom is a metatable the animators share
local TransitionAnimator = {}
TransitionAnimator.__index = TransitionAnimator
M.TransitionAnimator = TransitionAnimator

function TransitionAnimator.new(class, inDuration, outDuration, direction)
  local self = setmetatable({}, class)
  self.inDuration = inDuration
  self.outDuration = outDuration
  self.direction = direction
  return self
end

function TransitionAnimator:transitionDuration(transitionContext)
  return self.direction == "in" and self.inDuration or self.outDuration
end

function TransitionAnimator:animateTransition(transitionContext)
  if self.direction == "in" then
    local to, from = transitionContext:viewController("to"), transitionContext:viewController("from")
    if not (to and from) then return end

    self.to = to
    self.from = from

    local container = transitionContext.containerView
    container:addSubview(to.view)
  else
    local to, from = transitionContext:viewController("to"), transitionContext:viewController("from")
    if not (to and from) then return end

    self.to = to
    self.from = from
  end
end

-- A subclass: its own metatable, falling back to the base class's methods.
local function subclass()
  local class = setmetatable({}, {__index = TransitionAnimator})
  class.__index = class
  return class
end

-- Swift's `view.bounds.origin = p` writes through the property; Lua's `view.bounds` is a copy
-- (docs/values.md), so each such line is this call.
local function setBoundsOrigin(view, origin)
  local bounds = view.bounds
  bounds.origin = origin
  view.bounds = bounds
end

local BounceUpTransition = subclass()
M.BounceUpTransition = BounceUpTransition

function BounceUpTransition.new(direction)
  return TransitionAnimator.new(BounceUpTransition, 0.22, 0.2, direction)
end

function BounceUpTransition:animateTransition(transitionContext)
  TransitionAnimator.animateTransition(self, transitionContext)

  if self.direction == "in" then
    setBoundsOrigin(self.to.view, Point(0, -self.from.view.bounds.size.height))
    View.animate{duration = 0.6, delay = 0.0, usingSpringWithDamping = 0.6, initialSpringVelocity = 0,
                 options = {"curveEaseOut"}, animations = function()
      self.to.view.bounds = self.from.view.bounds
    end, completion = function(_)
      transitionContext:completeTransition(true)
    end}
  else
    View.animate{duration = self.outDuration, delay = 0.0, options = {"curveEaseIn"}, animations = function()
      setBoundsOrigin(self.from.view, Point(0, -self.from.view.bounds.size.height))
      self.from.view.alpha = 0.0
    end, completion = function(_)
      transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
    end}
  end
end

local BounceDownTransition = subclass()
M.BounceDownTransition = BounceDownTransition

function BounceDownTransition.new(direction)
  return TransitionAnimator.new(BounceDownTransition, 0.22, 0.2, direction)
end

function BounceDownTransition:animateTransition(transitionContext)
  TransitionAnimator.animateTransition(self, transitionContext)

  if self.direction == "in" then
    setBoundsOrigin(self.to.view, Point(0, self.from.view.bounds.size.height))
    View.animate{duration = 0.6, delay = 0.0, usingSpringWithDamping = 0.6, initialSpringVelocity = 0,
                 options = {"curveEaseOut"}, animations = function()
      self.to.view.bounds = self.from.view.bounds
    end, completion = function(_)
      transitionContext:completeTransition(true)
    end}
  else
    View.animate{duration = self.outDuration, delay = 0.0, options = {"curveEaseIn"}, animations = function()
      setBoundsOrigin(self.from.view, Point(0, self.from.view.bounds.size.height))
      self.from.view.alpha = 0.0
    end, completion = function(_)
      transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
    end}
  end
end

local ZoomTransition = subclass()
M.ZoomTransition = ZoomTransition

function ZoomTransition.new(direction)
  return TransitionAnimator.new(ZoomTransition, 0.22, 0.2, direction)
end

function ZoomTransition:animateTransition(transitionContext)
  TransitionAnimator.animateTransition(self, transitionContext)

  if self.direction == "in" then
    self.to.view.transform = Transform.scale(0.1, 0.1)
    View.animate{duration = 0.6, delay = 0.0, usingSpringWithDamping = 0.6, initialSpringVelocity = 0,
                 options = {"curveEaseOut"}, animations = function()
      self.to.view.transform = Transform.scale(1, 1)
    end, completion = function(_)
      transitionContext:completeTransition(true)
    end}
  else
    View.animate{duration = self.outDuration, delay = 0.0, options = {"curveEaseIn"}, animations = function()
      self.from.view.transform = Transform.scale(0.1, 0.1)
      self.from.view.alpha = 0.0
    end, completion = function(_)
      transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
    end}
  end
end

local FadeTransition = subclass()
M.FadeTransition = FadeTransition

function FadeTransition.new(direction)
  return TransitionAnimator.new(FadeTransition, 0.22, 0.2, direction)
end

function FadeTransition:animateTransition(transitionContext)
  TransitionAnimator.animateTransition(self, transitionContext)

  if self.direction == "in" then
    self.to.view.alpha = 0
    View.animate{duration = 0.6, delay = 0.0, options = {"curveEaseOut"},
    animations = function()
      self.to.view.alpha = 1
    end, completion = function(_)
      transitionContext:completeTransition(true)
    end}
  else
    View.animate{duration = self.outDuration, delay = 0.0, options = {"curveEaseIn"}, animations = function()
      self.from.view.alpha = 0.0
    end, completion = function(_)
      transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
    end}
  end
end

local DismissInteractiveTransition = subclass()
M.DismissInteractiveTransition = DismissInteractiveTransition

function DismissInteractiveTransition.new()
  return TransitionAnimator.new(DismissInteractiveTransition, 0.22, 0.32, "out")
end

function DismissInteractiveTransition:animateTransition(transitionContext)
  TransitionAnimator.animateTransition(self, transitionContext)
  View.animate{duration = self.outDuration, delay = 0.0, options = {"beginFromCurrentState"}, animations = function()
    setBoundsOrigin(self.from.view, Point(0, -self.from.view.bounds.size.height))
    self.from.view.alpha = 0.0
  end, completion = function(_)
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end}
end

-- PopupDialogOverlayView, reduced to what the transitions see: a clear view at alpha 0 holding
-- a black overlay at 0.7 (its blur view is not modelled).
local function PopupDialogOverlayView(frame)
  local view = View{name = "overlayView", frame = frame, backgroundColor = Color.clear, alpha = 0}
  view:addSubviewFill(View{name = "overlay", backgroundColor = Color.black, alpha = 0.7})
  return view
end

-- PresentationController.swift
function M.PresentationController(presentedViewController, presenting)
  local controller = PresentationController{
    presentedViewController = presentedViewController,
    presentingViewController = presenting,
  }

  -- Swift's private lazy var: made with the controller, as nothing reads it earlier
  controller.overlay = PopupDialogOverlayView(Rect.zero)

  function controller:presentationTransitionWillBegin()

    local containerView = self.containerView
    if not containerView then return end

    self.overlay.frame = containerView.bounds
    containerView:insertSubview(self.overlay, {at = 1})   -- Swift's index 0

    -- Swift's optional chaining `transitionCoordinator?.animate(…)`: a guard in Lua
    local coordinator = self.presentedViewController.transitionCoordinator
    if coordinator then coordinator:animate(function(_)
      self.overlay.alpha = 1.0
    end, nil) end
  end

  function controller:dismissalTransitionWillBegin()
    local coordinator = self.presentedViewController.transitionCoordinator
    if coordinator then coordinator:animate(function(_)
      self.overlay.alpha = 0.0
    end, nil) end
  end

  function controller:containerViewWillLayoutSubviews()

    local presentedView = self.presentedView
    if not presentedView then return end

    presentedView.frame = self:frameOfPresentedViewInContainerView()
    -- not ported: overlay.blurView.refresh() (no blur view)
  end

  return controller
end

-- PresentationManager.swift
local PresentationManager = {}
PresentationManager.__index = PresentationManager
M.PresentationManager = PresentationManager

local animatorFor = {
  bounceUp = BounceUpTransition, bounceDown = BounceDownTransition,
  zoomIn = ZoomTransition, fadeIn = FadeTransition,
}

function PresentationManager.new(transitionStyle, interactor)
  local self = setmetatable({}, PresentationManager)
  self.transitionStyle = transitionStyle
  self.interactor = interactor
  return self
end

function PresentationManager:presentationControllerForPresented(presented, presenting, source)
  local presentationController = M.PresentationController(presented, source)
  return presentationController
end

-- Swift's `switch transitionStyle` over four cases: one table look-up in Lua
function PresentationManager:animationControllerForPresented(presented, presenting, source)
  local transition = animatorFor[self.transitionStyle].new("in")
  return transition
end

function PresentationManager:animationControllerForDismissed(dismissed)

  if self.interactor.hasStarted or self.interactor.shouldFinish then
    return DismissInteractiveTransition.new()
  end

  local transition = animatorFor[self.transitionStyle].new("out")
  return transition
end

function PresentationManager:interactionControllerForDismissal(animator)
  return self.interactor.hasStarted and self.interactor or nil
end

-- InteractiveTransition.swift: a UIPercentDrivenInteractiveTransition subclass; in Lua the
-- object itself, with Lua-side fields and methods.
function M.InteractiveTransition()
  local interactor = PercentDrivenInteractiveTransition()

  -- If the interactive transition was started
  interactor.hasStarted = false

  -- If the interactive transition
  interactor.shouldFinish = false

  -- The view controller containing the views with attached gesture recognizers (Swift's weak
  -- var: Lua keeps it strongly)
  interactor.viewController = nil

  function interactor:handlePan(sender)

    local vc = self.viewController
    if not vc then return end

    local progress = self:calculateProgress(sender)
    if not progress then return end

    if sender.state == "began" then
      self.hasStarted = true
      vc:dismiss(true, nil)
    elseif sender.state == "changed" then
      self.shouldFinish = progress > 0.3
      self:update(progress)
    elseif sender.state == "cancelled" then
      self.hasStarted = false
      self:cancel()
    elseif sender.state == "ended" then
      self.hasStarted = false
      self.completionSpeed = 0.55
      if self.shouldFinish then self:finish() else self:cancel() end
    end
  end

  -- Translates the pan gesture recognizer position to the progress percentage
  function interactor:calculateProgress(sender)
    local vc = self.viewController
    if not vc then return nil end

    local translation = sender:translation(vc.view)
    local verticalMovement = translation.y / vc.view.bounds.height
    local downwardMovement = math.max(verticalMovement, 0.0)
    local downwardMovementPercent = math.min(downwardMovement, 1.0)
    local progress = downwardMovementPercent

    return progress
  end

  return interactor
end

-- PopupDialog.swift, the parts the transitions use. Its content (PopupDialogContainerView's
-- Auto Layout stack of title, message and buttons) is not ported: a 340 × 200 view centred in
-- the screen stands in for its stack view.
function M.PopupDialog(options)
  options = options or {}
  local transitionStyle = options.transitionStyle or "bounceUp"
  local tapGestureDismissal = options.tapGestureDismissal ~= false
  local panGestureDismissal = options.panGestureDismissal ~= false

  -- not ported: the completion PopupDialog calls from deinit (Lua has no deinit)
  local dialog = ViewController{name = "popupDialog"}

  dialog.interactor = M.InteractiveTransition()

  -- Init the presentation manager
  dialog.presentationManager = PresentationManager.new(transitionStyle, dialog.interactor)

  -- Assign the interactor view controller
  dialog.interactor.viewController = dialog

  -- Define presentation styles
  dialog.transitioningDelegate = dialog.presentationManager
  dialog.modalPresentationStyle = "custom"

  -- loadView's PopupDialogContainerView(frame: UIScreen.main.bounds): a clear full-screen view
  dialog.view.frame = screen.bounds
  dialog.view.backgroundColor = Color.clear
  dialog.stackView = View{name = "stackView", backgroundColor = Color.white, cornerRadius = 4,
                          frame = Rect(0, 0, 340, 200), center = Point(screen.bounds.midX, screen.bounds.midY)}
  dialog.view:addSubview(dialog.stackView)

  -- Allow for dialog dismissal on background tap
  if tapGestureDismissal then
    local tapRecognizer = TapGestureRecognizer(dialog, "handleTap")
    dialog.view:addGestureRecognizer(tapRecognizer)
  end

  -- Allow for dialog dismissal on dialog pan gesture
  if panGestureDismissal then
    local panRecognizer = PanGestureRecognizer(dialog.interactor, "handlePan")
    dialog.stackView:addGestureRecognizer(panRecognizer)
  end

  function dialog:handleTap(sender)

    -- Make sure it's not a tap on the dialog but the background
    local point = sender:location(self.stackView)
    -- Swift's `stackView.point(inside:with:)`, without its nil event
    if self.stackView:pointInside(point) then return end
    self:dismissDialog()
  end

  -- Swift's `dismiss(_ completion:)` overloads UIViewController's dismiss(animated:completion:);
  -- Lua has one `dismiss` per object, so it is named dismissDialog here
  function dialog:dismissDialog(completion)
    self:dismiss(true, function()
      if completion then completion() end
    end)
  end

  return dialog
end

return M

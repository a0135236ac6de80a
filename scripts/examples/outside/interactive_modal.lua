-- interactive_modal.lua — Thorn Technologies' InteractiveModal ported to Transit: a modal
-- presented full screen by a storyboard segue (UIKit's default cover-vertical animation) that
-- the user drags down to dismiss. A UIPercentDrivenInteractiveTransition subclass (Interactor)
-- carries two flags the pan sets — hasStarted, shouldFinish —, the transitioning delegate
-- vends it for the dismissal only while a drag has started, and the animator slides the modal
-- down to the screen's bottom edge in 0.6 s; let go past 30 % of the screen's height it
-- finishes, short of it it cancels. The Close button dismisses the same way, not
-- interactively. A module; scripts/spec/outside/interactive_modal_spec.lua drives it.
--
-- Source: https://github.com/ThornTechPublic/InteractiveModal, InteractiveModal/Interactor.swift,
-- DismissAnimator.swift, ModalViewController.swift, ViewController.swift and
-- Base.lproj/Main.storyboard at cbd30aa (2017-12-11; the Swift last changed at fe19305, the
-- same day, "Updated to Swift 4."), © 2016 Thorn Technologies LLC, MIT licence. One Lua line
-- for each Swift line where the contract allows; where it does not, the comment says so. Not
-- ported: the buttons' titles (no button titles in Transit: a button is a view with a tap) and
-- modalPresentationCapturesStatusBarAppearance (no status bar).
local M = {}

-- Interactor.swift: a UIPercentDrivenInteractiveTransition subclass with two stored
-- properties. Transit's cannot be subclassed; the properties are Lua-side fields on it.
function M.Interactor()
  local interactor = PercentDrivenInteractiveTransition()
  interactor.hasStarted = false
  interactor.shouldFinish = false
  return interactor
end

-- DismissAnimator.swift
local DismissAnimator = {}
DismissAnimator.__index = DismissAnimator
M.DismissAnimator = DismissAnimator

function DismissAnimator.new() return setmetatable({}, DismissAnimator) end

function DismissAnimator:transitionDuration(transitionContext)
  return 0.6
end

function DismissAnimator:animateTransition(transitionContext)
  local fromVC = transitionContext:viewController("from")
  local toVC = transitionContext:viewController("to")
  if not fromVC or not toVC then
    return
  end

  transitionContext.containerView:insertSubview(toVC.view, {below = fromVC.view})

  local screenBounds = screen.bounds
  local bottomLeftCorner = Point(0, screenBounds.height)
  local finalFrame = Rect(bottomLeftCorner.x, bottomLeftCorner.y, screenBounds.width, screenBounds.height)

  View.animate(
    self:transitionDuration(transitionContext),
    function()
      fromVC.view.frame = finalFrame
    end,
    function(_)
      -- cancelled, the animator puts nothing back: the frame the block set stays the model
      -- (docs/transitions.md, "cancel()"); the Swift does the same
      transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
    end
  )
end

-- fmaxf and fminf work in Float: Swift's `fmaxf(Float(verticalMovement), 0.0)` rounds the
-- movement to single precision before CGFloat(…) widens it back. string.pack("f") is that
-- rounding (IEEE binary32, round to nearest).
local function float(x) return (string.unpack("f", string.pack("f", x))) end
local function fmaxf(a, b) return float(math.max(float(a), float(b))) end
local function fminf(a, b) return float(math.min(float(a), float(b))) end

-- ModalViewController.swift, with its storyboard scene: a full-screen view in green
-- (0.8, 1, 0.4), the Close button at (307, 42, 39, 30), the pan on the whole view
function M.ModalViewController()
  local controller = ViewController{name = "modal"}
  controller.interactor = nil

  function controller:viewDidLoad()
    self.view.backgroundColor = Color(0.80000001190000003, 1, 0.40000000600000002)
    self.closeButton = View{name = "close", frame = Rect(307, 42, 39, 30)}
    self.closeButton:addGestureRecognizer(TapGestureRecognizer{target = self, action = "close"})
    self.view:addSubview(self.closeButton)
    self.view:addGestureRecognizer(PanGestureRecognizer{target = self, action = "handleGesture"})
  end

  function controller:close(sender)
    self:dismiss(true, nil)
  end

  function controller:handleGesture(sender)

    local percentThreshold = 0.3

    -- convert y-position to downward pull progress (percentage)
    local translation = sender:translation(self.view)
    local verticalMovement = translation.y / self.view.bounds.height
    local downwardMovement = fmaxf(verticalMovement, 0.0)
    local downwardMovementPercent = fminf(downwardMovement, 1.0)
    local progress = downwardMovementPercent

    local interactor = self.interactor
    if not interactor then return end

    local state = sender.state
    if state == "began" then
      interactor.hasStarted = true
      self:dismiss(true, nil)
    elseif state == "changed" then
      interactor.shouldFinish = progress > percentThreshold
      interactor:update(progress)
    elseif state == "cancelled" then
      interactor.hasStarted = false
      interactor:cancel()
    elseif state == "ended" then
      interactor.hasStarted = false
      if interactor.shouldFinish then interactor:finish() else interactor:cancel() end
    end
  end

  function controller:showHelperCircle()
    local center = Point(self.view.bounds.width * 0.5, 100)
    local small = Size(30, 30)
    local circle = View{name = "helper", frame = Rect(center.x, center.y, small.width, small.height)}
    circle.layer.cornerRadius = circle.frame.width / 2
    circle.backgroundColor = Color.white
    circle.layer.shadowOpacity = 0.8
    circle.layer.shadowOffset = Size(0, 0)
    self.view:addSubview(circle)
    View.animate{
      duration = 0.5,
      delay = 0.25,
      options = {},
      animations = function()
        -- Swift's `circle.frame.origin.y += 200` writes the frame whole: a Rect read in Lua is
        -- a copy
        circle.frame = circle.frame:offsetBy(0, 200)
        circle.layer.opacity = 0
      end,
      completion = function(_)
        circle:removeFromSuperview()
      end,
    }
  end

  function controller:viewDidAppear(animated)
    self:showHelperCircle()
  end

  return controller
end

-- ViewController.swift, with its storyboard scene: white, the "Open Modal" button at
-- (145.5, 318.5, 84, 30) whose segue (kind "presentation", animated) presents the modal
function M.ViewController()
  local controller = ViewController{name = "root"}
  controller.interactor = M.Interactor()

  function controller:viewDidLoad()
    self.view.backgroundColor = Color.white
    self.openButton = View{name = "open", frame = Rect(145.5, 318.5, 84, 30)}
    self.openButton:addGestureRecognizer(TapGestureRecognizer(function()
      self:performSegue("modal", self.openButton)
    end))
    self.view:addSubview(self.openButton)
  end

  function controller:prepareForSegue(segue, sender)
    local destinationViewController = segue.destination
    if destinationViewController.handleGesture then   -- `as? ModalViewController`
      destinationViewController.transitioningDelegate = self
      destinationViewController.interactor = self.interactor
    end
  end

  -- UIViewControllerTransitioningDelegate
  function controller:animationControllerForDismissed(dismissed)
    return DismissAnimator.new()
  end

  function controller:interactionControllerForDismissal(animator)
    return self.interactor.hasStarted and self.interactor or nil
  end

  return controller
end

-- Main.storyboard: the two scenes and the segue between them
function M.storyboard()
  storyboard.scene("root", M.ViewController)
  storyboard.scene("modal", M.ModalViewController)
  storyboard.segue{from = "root", to = "modal", identifier = "modal"}
  return storyboard.instantiate("root")
end

return M

-- edge_present.lua — kimhyeri/TransitionAnimation ported to Transit: an interactive
-- *presentation* driven by a screen-edge pan. A swipe in from the left edge of the first
-- screen presents the second under the finger: the animator (0.5 s, the default
-- ease-in-ease-out) slides the presenting view off to the right by the screen's width while a
-- UIPercentDrivenInteractiveTransition subclass (Interactor, with `hasStarted` and
-- `shoudFinish`) follows translation.x / width; lifted past half it finishes, else it cancels.
-- The second screen, dragged down anywhere, presents a first screen again the same way, its
-- animator moving the presenter down by the screen's height. A module;
-- scripts/spec/outside/edge_present_spec.lua runs it and pins the presenter's frames.
--
-- Source: https://github.com/kimhyeri/TransitionAnimation, TransitionAnimation/
-- Interactor.swift, PresentAnimation.swift, PopAnimation.swift, ViewController.swift and
-- DetailViewController.swift at 5d7606f (2018-08-02; the Swift last changed in db23be8),
-- © 2018 hyeri (the repository states no licence; the port is written from reading it, not
-- copied). One Lua line for each Swift line where the contract allows; where it does not, the
-- comment says so. Not ported: the `print` calls; the storyboard's scenes (factories, whose
-- views are white as a new scene's are); the Interactor subclass (Transit's
-- PercentDrivenInteractiveTransition takes no subclass: its two stored properties are Lua-side
-- fields); `fromVC.view.frame.origin.x += …` (a frame is a copy: three lines). Neither
-- animator puts the presenter back when an interaction cancels (it even takes the view out of
-- the container): a cancelled present puts everything as it was before it began
-- (docs/transitions.md, step 6), the presenter's view back home at its old frame — which UIKit
-- does not document.
local M = {}

-- Interactor.swift
function M.Interactor()
  local interactor = PercentDrivenInteractiveTransition()
  interactor.hasStarted = false
  interactor.shoudFinish = false
  return interactor
end

-- PresentAnimation.swift
local PresentAnimation = {}
PresentAnimation.__index = PresentAnimation
M.PresentAnimation = PresentAnimation

function PresentAnimation.new() return setmetatable({}, PresentAnimation) end

function PresentAnimation:transitionDuration(transitionContext)
  return 0.5
end

function PresentAnimation:animateTransition(transitionContext)
  local fromVC = transitionContext:viewController("from")
  local toVC = transitionContext:viewController("to")

  local containerView = transitionContext.containerView
  containerView:insertSubview(toVC.view, {below = fromVC.view})
  View.animate(self:transitionDuration(transitionContext), function()
    -- fromVC.view.frame.origin.x += UIScreen.main.bounds.width
    local frame = fromVC.view.frame
    frame.x = frame.x + screen.bounds.width
    fromVC.view.frame = frame

  end, function(_)
    fromVC.view:removeFromSuperview()
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

-- PopAnimation.swift
local PopAnimation = {}
PopAnimation.__index = PopAnimation
M.PopAnimation = PopAnimation

function PopAnimation.new() return setmetatable({}, PopAnimation) end

function PopAnimation:transitionDuration(transitionContext)
  return 0.5
end

function PopAnimation:animateTransition(transitionContext)
  local fromVC = transitionContext:viewController("from")
  local toVC = transitionContext:viewController("to")

  local containerView = transitionContext.containerView
  containerView:insertSubview(toVC.view, {below = fromVC.view})
  View.animate(self:transitionDuration(transitionContext), function()

    -- fromVC.view.frame.origin.y += UIScreen.main.bounds.height
    local frame = fromVC.view.frame
    frame.y = frame.y + screen.bounds.height
    fromVC.view.frame = frame
  end, function(_)
    fromVC.view:removeFromSuperview()
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

-- ViewController.swift: the first screen, its own transitioning delegate when presented (the
-- extension in DetailViewController's file vends PopAnimation)
function M.ViewController(interactor)
  local vc = ViewController{name = "First"}
  vc.interactor = interactor or M.Interactor()   -- var interactor = Interactor()

  function vc:viewDidLoad()
    self.view.backgroundColor = Color.white   -- the storyboard scene's

    local panGesture = ScreenEdgePanGestureRecognizer(self, "handlePanGesture")

    panGesture.edges = "left"
    self.view:addGestureRecognizer(panGesture)
  end

  function vc:handlePanGesture(sender)
    local location = sender:translation(self.view)
    local progress = location.x / self.view.frame.width
    local state = sender.state
    if state == "began" then
      self.interactor.hasStarted = true
      local nextVC = M.DetailViewController()   -- instantiateViewController(withIdentifier: "Second")
      nextVC.interactor = self.interactor
      nextVC.transitioningDelegate = nextVC
      self:present(nextVC, true, nil)
    elseif state == "changed" then
      self.interactor.shoudFinish = progress > 0.5
      self.interactor:update(progress)
    elseif state == "cancelled" then
      self.interactor.hasStarted = false
    elseif state == "ended" then
      self.interactor.hasStarted = false
      if self.interactor.shoudFinish then self.interactor:finish() else self.interactor:cancel() end
    end
  end

  -- extension ViewController: UIViewControllerTransitioningDelegate
  function vc:animationControllerForPresented(presented, presenting, source)
    return PopAnimation.new()
  end

  function vc:interactionControllerForPresentation(animator)
    return self.interactor.hasStarted == true and self.interactor or nil
  end

  return vc
end

-- DetailViewController.swift: the second screen, its own transitioning delegate (the
-- extension in ViewController's file vends PresentAnimation)
function M.DetailViewController()
  local vc = ViewController{name = "Second"}
  vc.interactor = nil   -- var interactor: Interactor?

  function vc:viewDidLoad()
    self.view.backgroundColor = Color.white   -- the storyboard scene's

    local panGesture = PanGestureRecognizer(self, "handlePanGesture")

    self.view:addGestureRecognizer(panGesture)
  end

  function vc:handlePanGesture(sender)
    local location = sender:translation(self.view)
    local progress = location.y / self.view.frame.height

    local state = sender.state
    if state == "began" then
      if self.interactor then self.interactor.hasStarted = true end
      local nextVC = M.ViewController(self.interactor)   -- instantiate "First"; interactor = self.interactor!
      nextVC.transitioningDelegate = nextVC
      self:present(nextVC, true, nil)
    elseif state == "changed" then
      if self.interactor then
        self.interactor.shoudFinish = progress > 0.5
        self.interactor:update(progress)
      end
    elseif state == "cancelled" then
      if self.interactor then self.interactor.hasStarted = false end
    elseif state == "ended" then
      if self.interactor then
        self.interactor.hasStarted = false
        if self.interactor.shoudFinish then self.interactor:finish() else self.interactor:cancel() end
      end
    end
  end

  -- extension DetailViewController: UIViewControllerTransitioningDelegate
  function vc:animationControllerForPresented(presented, presenting, source)
    return PresentAnimation.new()
  end

  function vc:interactionControllerForPresentation(animator)
    return self.interactor and self.interactor.hasStarted == true and self.interactor or nil
  end

  return vc
end

return M

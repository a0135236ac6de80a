-- heart_push_pop.lua — the push and pop animators of natetaylor-git/homeworks' hw4 ported to
-- Transit: a navigation delegate returns, for a push, a 3 s keyframe animation in which the
-- screen behind grows five times and fades out over the first 60 %, and only then the new one
-- fades in over the last 40 %; for a pop, a 2 s paced keyframe animation that shrinks the top
-- screen to a tenth and fades it while the one below comes back from five times its size — in
-- paced mode Core Animation ignores the keyframes' start times, so both run at constant speed
-- over the whole 2 s. The root's heart button pushes; the pushed screen's lower half pops. A
-- module; scripts/spec/outside/heart_push_pop_spec.lua runs it and pins scales and alphas.
--
-- Source: https://github.com/natetaylor-git/homeworks, hw4and5/hw4/NavContollerDelegate.swift,
-- PushAnimator.swift, PopAnimator.swift, NavRootViewController.swift, MyViewController.swift
-- and AppDelegate.swift at 253e612 (2019-11-28; hw4 last changed at d8cfb0e, 2019-10-21),
-- © 2019 Vsevolod Popov, MIT licence. One Lua line for each Swift line where the contract
-- allows; where it does not, the comment says so. Not ported: the screens' decoration and
-- their own animations — setView's CAShapeLayer triangle, tapRepairButton's CABasicAnimation
-- and CAAnimationGroup chain and CATransaction (no shapes nor Core Animation objects in
-- Transit: docs/layers.md), the buttons' titles and fonts (no button titles), tapStayButton's
-- and sunRiseAnimation's cross-dissolves, the AppDelegate's rotation mask, and print.
local M = {}

-- PushAnimator.swift
local PushAnimator = {}
PushAnimator.__index = PushAnimator
M.PushAnimator = PushAnimator

function PushAnimator.new() return setmetatable({}, PushAnimator) end

function PushAnimator:transitionDuration(transitionContext)
  return 3.0
end

function PushAnimator:animateTransition(transitionContext)
  local containerView = transitionContext.containerView
  local toViewController = transitionContext:viewController("to")
  local fromViewController = transitionContext:viewController("from")

  toViewController.view.transform = Transform.identity
  fromViewController.view.transform = Transform.identity

  containerView:insertSubview(toViewController.view, {below = fromViewController.view})

  toViewController.view.alpha = 0.0

  View.animateKeyframes{duration = 3, delay = 0, options = {}, animations = function()
    View.addKeyframe(0, 0.6, function()
      fromViewController.view.transform = Transform.scale(5.0, 5.0)
      fromViewController.view.alpha = 0.0
    end)
    View.addKeyframe(0.6, 0.4, function()
      toViewController.view.alpha = 1.0
    end)
  end, completion = function(finished)
    fromViewController.view.transform = Transform.identity
    local cancelled = transitionContext.transitionWasCancelled
    transitionContext:completeTransition(not cancelled)
  end}
end

-- PopAnimator.swift: its keyframes run 2 s, though transitionDuration says 3
local PopAnimator = {}
PopAnimator.__index = PopAnimator
M.PopAnimator = PopAnimator

function PopAnimator.new() return setmetatable({}, PopAnimator) end

function PopAnimator:transitionDuration(transitionContext)
  return 3.0
end

function PopAnimator:animateTransition(transitionContext)
  local containerView = transitionContext.containerView
  local toViewController = transitionContext:viewController("to")
  local fromViewController = transitionContext:viewController("from")

  containerView:insertSubview(toViewController.view, {below = fromViewController.view})
  toViewController.view.transform = Transform.scale(5.0, 5.0)

  toViewController.view.alpha = 0.0
  View.animateKeyframes{duration = 2, delay = 0, options = "calculationModePaced", animations = function()
    View.addKeyframe(0, 0.3, function()
      fromViewController.view.transform = Transform.scale(0.1, 0.1)
      fromViewController.view.alpha = 0.0
    end)
    View.addKeyframe(0.5, 0.3, function()
      toViewController.view.transform = Transform.identity
      toViewController.view.alpha = 1.0
    end)
  end, completion = function(finished)
    fromViewController.view.transform = Transform.identity
    local cancelled = transitionContext.transitionWasCancelled
    transitionContext:completeTransition(not cancelled)
  end}
end

-- NavContollerDelegate.swift: a UIViewController subclass in the Swift, used only as the
-- delegate; a table here. UIKit's first argument, the navigation controller, comes last in
-- Transit (unused here).
local NavigationControllerDelegate = {}
NavigationControllerDelegate.__index = NavigationControllerDelegate
M.NavigationControllerDelegate = NavigationControllerDelegate

function NavigationControllerDelegate.new() return setmetatable({}, NavigationControllerDelegate) end

function NavigationControllerDelegate:willShow(viewController, animated)
  -- print("Will show VC of class: ", className): not ported
end

function NavigationControllerDelegate:animationControllerFor(operation, fromVC, toVC)
  if operation == "pop" then return PopAnimator.new()
  elseif operation == "push" then return PushAnimator.new()
  end
  return nil
end

-- MyViewController.swift: the stay button fills the upper half, the leave button the lower;
-- both act on touchDown, which a tap recognizer stands in for
function M.MyViewController()
  local controller = ViewController{name = "MyViewController"}
  controller.stayButtonTapped = false
  controller.stayButton = View{name = "stay"}
  controller.leaveButton = View{name = "leave"}

  function controller:viewWillAppear(animated)
    self.view.backgroundColor = Color.white
    self:setStayButton()
    self:setLeaveButton()
    self.view:addSubview(self.stayButton)
    self.view:addSubview(self.leaveButton)
  end

  function controller:tapLeaveButton()
    self.stayButton:removeFromSuperview()
    self.leaveButton:removeFromSuperview()
    if self.navigationController then self.navigationController:popViewController(true) end
  end

  function controller:setStayButton()
    self.stayButton.backgroundColor = Color.white
    local bounds = self.view.bounds
    self.stayButton.frame = Rect(0, 0, bounds.maxX, self.view.center.y)
  end

  function controller:setLeaveButton()
    self.leaveButton.backgroundColor = Color.black
    if not self.leaveTap then                           -- addTarget: once per button
      self.leaveTap = TapGestureRecognizer(function() self:tapLeaveButton() end)
      self.leaveButton:addGestureRecognizer(self.leaveTap)
    end
    local bounds = self.view.bounds
    self.leaveButton.frame = Rect(0, self.view.center.y, bounds.maxX, self.view.center.y)
    self.leaveButton.alpha = 1.0
  end

  return controller
end

-- NavRootViewController.swift
function M.NavigationRootViewController()
  local controller = ViewController{name = "NavigationRootViewController"}
  controller.didPush = false
  controller.viewController = M.MyViewController()
  controller.navigationDelegate = NavigationControllerDelegate.new()
  controller.heartButton = View{name = "heart"}

  function controller:viewDidLoad()
    if self.navigationController then self.navigationController.delegate = self.navigationDelegate end
    self.view.backgroundColor = Color.white            -- setView, without its triangle
    self:setHeartButton()
    self.view:addSubview(self.heartButton)
  end

  function controller:tapHeartButton()
    self.didPush = true
    self.heartButton.isUserInteractionEnabled = false  -- heartButton.isEnabled = false
    if self.navigationController then self.navigationController:pushViewController(self.viewController, true) end
  end

  function controller:setHeartButton()
    self.heartButton.backgroundColor = Color.white
    self.heartButton:addGestureRecognizer(TapGestureRecognizer(function() self:tapHeartButton() end))
    local buttonWidth = self.view.center.x
    local buttonHeight = buttonWidth
    self.heartButton.frame = Rect(self.view.center.x - buttonWidth / 2, self.view.center.y - buttonHeight / 2,
                                  buttonWidth, buttonHeight)
    self.heartButton.cornerRadius = buttonWidth / 2
  end

  return controller
end

-- AppDelegate.swift: the window's root, a navigation controller around the root screen
function M.NavigationController()
  return NavigationController{rootViewController = M.NavigationRootViewController()}
end

return M

-- slide_navigation.lua — seedante's NavigationControllerTransition demo ported to Transit: a
-- navigation controller whose delegate (an object in the storyboard) slides each push and
-- pop across the whole width — the new view in from one side while the old one leaves by the
-- other, 0.3 s, UIKit's default ease-in-ease-out — and whose top screen pops interactively
-- from a swipe at the left edge of the screen: the delegate hands its one
-- UIPercentDrivenInteractiveTransition to the pop, the swipe drives it by a third of the
-- width, and lifting past half of that (a sixth of the width) finishes it. A module;
-- scripts/spec/outside/slide_navigation_spec.lua runs it and pins its transforms.
--
-- Source: https://github.com/seedante/iOS-ViewController-Transition-Demo,
-- NavigationControllerTransition/NavigationControllerTransitionDemo/SDENavigationDelegate.swift,
-- SlideAnimationController.swift, PopViewController.swift, PushViewController.swift and
-- Base.lproj/Main.storyboard at 1d6c1c1 (2017-04-12; the folder last changed at 2e36713,
-- 2017-02-11), © 2015 seedante (the repository states no licence; the port is written from
-- reading it, not copied). One Lua line for each Swift line where the contract allows; where
-- it does not, the comment says so. SlideAnimationController's commented-out Core Animation
-- version (CATransaction.setCompletionBlock) is not ported: it is not compiled.
local M = {}

-- SlideAnimationController.swift: SDETransitionType's cases as tables,
-- {navigationTransition = "push" | "pop"}, {tabTransition = "left" | "right"} and
-- {modalTransition = "presentation" | "dismissal"}
local SlideAnimationController = {}
SlideAnimationController.__index = SlideAnimationController
M.SlideAnimationController = SlideAnimationController

function SlideAnimationController.new(type)
  return setmetatable({transitionType = type}, SlideAnimationController)
end

function SlideAnimationController:transitionDuration(transitionContext)
  return 0.3
end

function SlideAnimationController:animateTransition(transitionContext)
  local containerView = transitionContext.containerView
  local fromVC, toVC = transitionContext:viewController("from"), transitionContext:viewController("to")
  if not fromVC or not toVC then
    return
  end

  local fromView = fromVC.view
  local toView = toVC.view

  local translation = containerView.frame.width
  local toViewTransform = Transform.identity
  local fromViewTransform = Transform.identity

  local transitionType = self.transitionType
  if transitionType.navigationTransition then
    local operation = transitionType.navigationTransition
    translation = operation == "push" and translation or -translation
    toViewTransform = Transform.translation(translation, 0)
    fromViewTransform = Transform.translation(-translation, 0)
  elseif transitionType.tabTransition then
    local direction = transitionType.tabTransition
    translation = direction == "left" and translation or -translation
    fromViewTransform = Transform.translation(translation, 0)
    toViewTransform = Transform.translation(-translation, 0)
  elseif transitionType.modalTransition then
    local operation = transitionType.modalTransition
    translation = containerView.frame.height
    toViewTransform = Transform.translation(0, operation == "presentation" and translation or 0)
    fromViewTransform = Transform.translation(0, operation == "presentation" and 0 or translation)
  end

  if transitionType.modalTransition then
    if transitionType.modalTransition == "presentation" then containerView:addSubview(toView) end
    -- case .dismissal: break
  else
    containerView:addSubview(toView)
  end

  toView.transform = toViewTransform
  View.animate(self:transitionDuration(transitionContext), function()
    fromView.transform = fromViewTransform
    toView.transform = Transform.identity
  end, function(finished)
    fromView.transform = Transform.identity
    toView.transform = Transform.identity
    transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
  end)
end

-- SDENavigationDelegate.swift. Transit calls the delegate's methods under its names for
-- UIKit's labels, the first argument, the navigation controller, last (unused here).
local SDENavigationDelegate = {}
SDENavigationDelegate.__index = SDENavigationDelegate
M.SDENavigationDelegate = SDENavigationDelegate

function SDENavigationDelegate.new()
  return setmetatable({
    interactive = false,
    interactionController = PercentDrivenInteractiveTransition(),
  }, SDENavigationDelegate)
end

function SDENavigationDelegate:animationControllerFor(operation, fromVC, toVC)
  local transitionType = {navigationTransition = operation}
  return SlideAnimationController.new(transitionType)
end

function SDENavigationDelegate:interactionControllerFor(animationController)
  return self.interactive and self.interactionController or nil
end

-- PopViewController.swift: the storyboard scene "PopVC" (title "Pop"), its button connected
-- to popMe: on touchUpInside. The scenes' buttons are centred (the storyboard's frames, on its
-- 375 × 667 canvas: 68 × 36 at (153.5, 315.5)).
function M.PopViewController()
  local controller = ViewController{name = "Pop"}      -- the scene's title: Transit has no title

  -- `let edgePanGesture = UIScreenEdgePanGestureRecognizer()` then addTarget(self, action:)
  -- in viewDidLoad: Transit's recognizers take their target and action when made
  controller.edgePanGesture = ScreenEdgePanGestureRecognizer{target = controller, action = "handleEdgePanGesture"}
  controller.navigationDelegate = nil

  function controller:viewDidLoad()
    self.navigationItemTitle = "StackTop"   -- navigationItem.title: Transit draws no navigation bar
    self.edgePanGesture.edges = "left"
    self.view:addGestureRecognizer(self.edgePanGesture)
    local bounds = self.view.bounds
    self.button = View{name = "popMe", frame = Rect((bounds.width - 68) / 2, (bounds.height - 36) / 2, 68, 36)}
    self.view:addSubview(self.button)
    self.button:addGestureRecognizer(TapGestureRecognizer(function(sender) self:popMe(sender) end))
  end

  function controller:handleEdgePanGesture(gesture)
    local translationX = gesture:translation(self.view).x
    local translationBase = self.view.frame.width / 3
    local translationAbs = translationX > 0 and translationX or -translationX
    local percent = translationAbs > translationBase and 1.0 or translationAbs / translationBase
    local state = gesture.state
    if state == "began" then
      local navigationController = self.navigationController
      -- `as? SDENavigationDelegate`: a Lua table has no class to cast to; its metatable is one
      local delegate = navigationController and navigationController.delegate
      self.navigationDelegate = getmetatable(delegate) == SDENavigationDelegate and delegate or nil
      if self.navigationDelegate then self.navigationDelegate.interactive = true end
      if navigationController then navigationController:popViewController(true) end
    elseif state == "changed" then
      if self.navigationDelegate then self.navigationDelegate.interactionController:update(percent) end
    elseif state == "cancelled" or state == "ended" then
      if self.navigationDelegate then
        if percent > 0.5 then
          self.navigationDelegate.interactionController:finish()
        else
          self.navigationDelegate.interactionController:cancel()
        end
        self.navigationDelegate.interactive = false
      end
    end
  end

  function controller:popMe(sender)
    local navigationController = self.navigationController
    if navigationController then navigationController:popViewController(true) end
  end

  -- deinit's removeTarget: nothing to port, the recognizer goes with the view
  return controller
end

-- PushViewController.swift: nothing but the storyboard scene, whose button (45 × 36) has a
-- "show" segue to PopVC; inside a navigation controller a show segue pushes, so the button
-- pushes (Transit's storyboard segues present modally or run a segue class).
function M.PushViewController()
  return ViewController{
    name = "Push",
    viewDidLoad = function(self)
      local bounds = self.view.bounds
      self.button = View{name = "push", frame = Rect((bounds.width - 45) / 2, (bounds.height - 36) / 2, 45, 36)}
      self.view:addSubview(self.button)
      self.button:addGestureRecognizer(TapGestureRecognizer(function()
        self.navigationController:pushViewController(M.PopViewController(), true)
      end))
    end,
  }
end

-- Main.storyboard's initial scene: a navigation controller, its delegate outlet connected
-- to an SDENavigationDelegate object, its root the PushViewController scene. The object is
-- kept on the controller, as the storyboard keeps it (a delegate is weak in UIKit).
function M.NavigationController()
  local navigationDelegate = SDENavigationDelegate.new()
  local nav = NavigationController{rootViewController = M.PushViewController()}
  nav.delegate = navigationDelegate
  nav.storyboardDelegate = navigationDelegate
  return nav
end

return M

-- easy_presentation.lua — EasyTransitions' modal presentation ported to Transit: a card
-- (355 × 370, 10 points from the left, 10 above the bottom) slides up from below the screen
-- over a half-black shadow view while its image rises 30 points and fades in, all in one
-- `UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8)` that the animation controller
-- builds for each transition (also from `interruptibleAnimator(using:)`) and starts; its
-- completion completes the transition at `.end`. Dismissing, the same animator slides the
-- card down by the distance from its top to the container's bottom. A module;
-- scripts/spec/outside/easy_presentation_spec.lua presents and dismisses the card and pins
-- its frames.
--
-- Source: https://github.com/marcosgriselli/EasyTransitions at 7620959 (2021-06-01),
-- EasyTransitions/Classes/Modal/ModalTransitionConfigurator.swift, ModalTransitionDelegate.swift,
-- ModalTransitionAnimator.swift, ModalOperation.swift, Classes/Animators/
-- PresentationControllerAnimator.swift, and the example's ViewControllers/Presentation/
-- BasePresentationViewController.swift, PresentationViewController.swift and .xib,
-- © 2018 Marcos Griselli, MIT licence. One Lua line for each Swift line where the contract
-- allows; where it does not, the comment says so. Not ported: TransitionInteractiveController
-- (a `UIPercentDrivenInteractiveTransition` subclass wired to a pan made by `PanFactory`
-- from a `Pan` enum; its `handle(_:)` runs the navigation action when the pan begins):
-- `wire` keeps the navigation action and the begin test, which the spec calls as the pan's
-- `.began` would, and `interactionInProgress` stays false, so no interaction controller is
-- vended; the protocols (`ModalTransitionAnimator` is a table with those fields); the images
-- ("home" and "airpods": coloured views), the buttons (the spec calls `closeTapped`), the
-- status bar style; `responds(to: #selector(view(forKey:)))` (always true: iOS 8's method).
local M = {}

-- ModalOperation.swift: `enum ModalOperation { case present, dismiss }` — the strings

-- ModalTransitionConfigurator.swift
local ModalTransitionConfigurator = {}
ModalTransitionConfigurator.__index = ModalTransitionConfigurator

function ModalTransitionConfigurator.new(transitionAnimator)
  return setmetatable({transitionAnimator = transitionAnimator}, ModalTransitionConfigurator)
end

function ModalTransitionConfigurator:transitionDuration(_)
  return self.transitionAnimator.duration
end

function ModalTransitionConfigurator:animateTransition(transitionContext)
  self:makeTransitionAnimator(transitionContext):startAnimation()
end

-- `private func transitionAnimator(using:)`: renamed, as a Lua field `transitionAnimator`
-- holds the ModalTransitionAnimator (Swift tells the two apart by their types)
function ModalTransitionConfigurator:makeTransitionAnimator(transitionContext)
  local fromViewController = transitionContext:viewController("from")
  local toViewController = transitionContext:viewController("to")

  local containerView = transitionContext.containerView
  local isPresenting = (toViewController.presentingViewController == fromViewController)

  local key = isPresenting and "to" or "from"
  local modalView = transitionContext:view(key)

  self.transitionAnimator:layout(isPresenting, modalView, containerView)

  local duration = self:transitionDuration(transitionContext)

  local animator = PropertyAnimator{duration = duration, dampingRatio = 0.8}
  animator:addAnimations(function()
    self.transitionAnimator:animate(isPresenting, modalView, containerView)
  end)

  animator:addCompletion(function(position)
    if position == "end" then
      transitionContext:completeTransition(not transitionContext.transitionWasCancelled)
      if isPresenting then
        if self.transitionAnimator.onPresented then self.transitionAnimator.onPresented() end
      else
        if self.transitionAnimator.onDismissed then self.transitionAnimator.onDismissed() end
      end
    else
      self.transitionAnimator:animate(not isPresenting, modalView, containerView)
      transitionContext:completeTransition(false)
    end
  end)
  animator.isUserInteractionEnabled = true

  return animator
end

function ModalTransitionConfigurator:interruptibleAnimator(transitionContext)
  return self:makeTransitionAnimator(transitionContext)
end

-- ModalTransitionDelegate.swift
local ModalTransitionDelegate = {}
ModalTransitionDelegate.__index = ModalTransitionDelegate
M.ModalTransitionDelegate = ModalTransitionDelegate

function ModalTransitionDelegate.new()
  local self = setmetatable({}, ModalTransitionDelegate)
  self.animators = {}
  -- TransitionInteractiveController(): its state, without the pan (see the header)
  self.interactiveController = {interactionInProgress = false}
  self.presentationController = nil
  return self
end

function ModalTransitionDelegate:wire(viewController, pan, navigationAction, beginWhen)
  -- interactiveController.wireTo(viewController:with:): the pan is not ported
  self.interactiveController.wiredTo, self.interactiveController.pan = viewController, pan
  self.interactiveController.navigationAction = navigationAction
  self.interactiveController.shouldBeginTransition = beginWhen or function() return true end
end

function ModalTransitionDelegate:setAnimator(animator, operation)     -- set(animator:for:)
  self.animators[operation] = animator
end

function ModalTransitionDelegate:removeAnimator(operation)
  self.animators[operation] = nil
end

function ModalTransitionDelegate:setPresentationController(presentationController)
  self.presentationController = presentationController
end

function ModalTransitionDelegate:configurator(operation)
  local animator = self.animators[operation]
  if not animator then
    return nil
  end
  return ModalTransitionConfigurator.new(animator)
end

function ModalTransitionDelegate:animationControllerForPresented(_, _, _)
  return self:configurator("present")
end

function ModalTransitionDelegate:animationControllerForDismissed(_)
  return self:configurator("dismiss")
end

function ModalTransitionDelegate:interactionControllerForPresentation(_)
  return nil                       -- interactionInProgress is never set (see the header)
end

function ModalTransitionDelegate:interactionControllerForDismissal(_)
  return nil
end

function ModalTransitionDelegate:presentationControllerForPresented(_, _, _)
  return self.presentationController
end

-- PresentationControllerAnimator.swift
local PresentationControllerAnimator = {}
PresentationControllerAnimator.__index = PresentationControllerAnimator
M.PresentationControllerAnimator = PresentationControllerAnimator

function PresentationControllerAnimator.new(finalFrame)
  local self = setmetatable({}, PresentationControllerAnimator)
  self.finalFrame = finalFrame
  self.shadowView = View{name = "shadowView"}
  self.shadowView.backgroundColor = Color(0, 0, 0, 0.5)     -- UIColor.black.withAlphaComponent(0.5)
  self.shadowView.alpha = 0.0
  self.duration = 1.0                                        -- `open var duration { 1.0 }`
  return self
end

function PresentationControllerAnimator:layout(presenting, modalView, container)
  if presenting then
    modalView.frame = self.finalFrame
    local yOffset = container.bounds.height - modalView.frame.y   -- origin.y.distance(to:)
    modalView.frame = modalView.frame:offsetBy(0, yOffset)
    container:addSubview(modalView)
    self.shadowView.frame = container.frame
    if self.shadowView.superview == nil then
      container:insertSubview(self.shadowView, {below = modalView})
    end
  end
end

function PresentationControllerAnimator:animate(presenting, modalView, container)
  if not presenting then
    local yOffset = container.bounds.height - modalView.frame.y
    modalView.frame = modalView.frame:offsetBy(0, yOffset)
    self.shadowView.alpha = 0.0
  else
    modalView.frame = self.finalFrame
    self.shadowView.alpha = 1.0
  end
  if self.auxAnimation then self.auxAnimation(presenting) end
end

-- PresentationViewController.swift: `class P: UIPresentationController`
function M.P(presentedViewController, presenting)
  local p = PresentationController{presentedViewController = presentedViewController,
                                   presentingViewController = presenting}
  function p:frameOfPresentedViewInContainerView()
    return Rect(10, self.presentingViewController.view.bounds.height - 380, 355, 370)
  end
  return p
end

-- PresentationViewController.swift and its xib (a 375 × 370 view; the image view's frame)
local startLayout = {transform = Transform.translation(0, 30), alpha = 0.0}
local endLayout = {transform = Transform.identity, alpha = 1.0}

function M.PresentationViewController()
  local controller = ViewController{name = "PresentationViewController"}

  function controller:viewDidLoad()
    self.view.frame = Rect(0, 0, 375, 370)
    self.imageView = View{name = "imageView", frame = Rect(37, 85, 300, 200)}   -- "airpods"
    self.view:addSubview(self.imageView)
    self.view.cornerRadius = 16.0                            -- view.layer.cornerRadius
    self:setLayout(startLayout)
  end

  function controller:animations(presenting)
    local layout = presenting and endLayout or startLayout
    self:setLayout(layout)
  end

  function controller:setLayout(layout)                      -- `set(layout:)`
    self.imageView.transform = layout.transform
    self.imageView.alpha = layout.alpha
  end

  function controller:closeTapped(_)
    self:dismiss(true, nil)
  end

  function controller:connectTapped(_)
    self:dismiss(true, nil)
  end

  return controller
end

-- BasePresentationViewController.swift
function M.BasePresentationViewController()
  local base = ViewController{name = "BasePresentationViewController"}

  function base:viewDidLoad()
    local imageView = View{name = "home", frame = Rect(0, 0, 375, 812)}   -- UIImage "home"
    self.view:addSubview(imageView)

    -- Swipe from the bottom to trigger transition.
    self:prepareInteractivePresentation()
  end

  function base:prepareInteractivePresentation()
    local modalTransitionDelegate = ModalTransitionDelegate.new()
    local controller = M.PresentationViewController()
    local presentationController = M.P(controller, self)
    modalTransitionDelegate:setPresentationController(presentationController)

    local presentAnimator = PresentationControllerAnimator.new(presentationController:frameOfPresentedViewInContainerView())
    presentAnimator.auxAnimation = function(presenting) controller:animations(presenting) end
    modalTransitionDelegate:setAnimator(presentAnimator, "present")
    modalTransitionDelegate:setAnimator(presentAnimator, "dismiss")

    modalTransitionDelegate:wire(self, {"regular", "fromBottom"},
      function() self:present(controller, true, nil) end)

    presentAnimator.onDismissed = function() self:prepareInteractivePresentation() end
    presentAnimator.onPresented = function()
      modalTransitionDelegate:wire(controller, {"regular", "fromTop"},
        function() controller:dismiss(true, nil) end)
    end
    controller.transitioningDelegate = modalTransitionDelegate
    controller.modalPresentationStyle = "custom"
    -- Swift's closures keep the delegate and the controller; the pan's target would: a field
    self.modalTransitionDelegate = modalTransitionDelegate
  end

  return base
end

return M

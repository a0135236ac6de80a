-- interruptible.lua — InteruptibleInteractiveTransition ported to Transit: a navigation
-- controller's delegate that is its own animator and its own (custom) interaction controller,
-- performing the transition with a UIViewPropertyAnimator it hands to UIKit through
-- interruptibleAnimator(using:) — the pattern of WWDC 2016's "Advances in UIKit Animations and
-- Transitions". A tap on the master's image pushes the slave (by the clock: the top view fades
-- in over 3 s while a stand-in image grows from the master's frame to the slave's); a vertical
-- pan pops it under the finger (the top view fades out as the finger goes down half the
-- container's height), and lifting past a third finishes it, else it goes back. A module;
-- scripts/spec/outside/interruptible_spec.lua runs it and pins its frames and alphas.
--
-- Source: https://github.com/OriginalByOrigins/InteruptibleInteractiveTransition,
-- InteruptibleTransition/TransitionController/TransitionController.swift, TransitionDriver.swift
-- and ViewController/MasterViewController.swift, SlaveViewController.swift at 3d9c50b
-- (2017-08-15), © 2017 Harry Cao (the repository states no licence; the port is written from
-- reading it, not copied). One Lua line for each Swift line where the contract allows; where it
-- does not, the comment says so. Not ported: the UILongPressGestureRecognizer
-- (minimumPressDuration 0) on the moving image that catches the transition while it animates
-- (Transit has no long-press recognizer: `press` is ported and a spec calls it as the
-- recognizer would); `maximumNumberOfTouches`, `require(toFail:)` of the edge swipe and
-- `shouldRecognizeSimultaneouslyWith` (no such properties: Transit's recognizers never
-- recognize simultaneously, and the edge swipe keeps its 20 points); the image (a `View` named
-- "starboy" stands in for the UIImageView, `ImageView` showing no picture in a test).
local M = {}

local customTransitionDuration = 3.0
M.customTransitionDuration = customTransitionDuration

-- TransitionDriver.swift
local TransitionDriver = {}
TransitionDriver.__index = function(self, key)
  -- Swift's computed `var isInteractive: Bool { return transitionContext.isInteractive }`
  if key == "isInteractive" then return rawget(self, "transitionContext").isInteractive end
  return TransitionDriver[key]
end
M.TransitionDriver = TransitionDriver

-- Swift's `(vc as? MasterViewController)?.imageView.alpha = a` for both classes: the example's
-- two controllers each hold an `imageView` field, which a plain controller does not
local function setImageAlpha(viewController, alpha)
  if viewController.imageView then viewController.imageView.alpha = alpha end
end

function TransitionDriver.new(operation, transitionContext, panGestureRecognizer)
  local self = setmetatable({}, TransitionDriver)
  self.operation = operation
  self.transitionContext = transitionContext
  self.panGestureRecognizer = panGestureRecognizer

  -- Setup the transition "chrome"
  local fromViewController = transitionContext:viewController("from")
  local toViewController = transitionContext:viewController("to")
  local fromView = fromViewController.view
  local toView = toViewController.view
  local containerView = transitionContext.containerView

  -- Add ourselves as a target of the pan gesture: Transit's recognizers have one action, so
  -- the controller's action (TransitionController.initiateTransitionInteractively below)
  -- forwards to the driver's updateInteraction once the driver exists

  -- Insert the toViewController's view into the transition container view
  local topView
  local topViewTargetAlpha   -- Swift's `= 0.0`, which both branches overwrite (luacheck: unused)
  if operation == "push" then
    topView = toView
    topViewTargetAlpha = 1.0
    toView.alpha = 0.0
    containerView:addSubview(toView)
  else
    topView = fromView
    topViewTargetAlpha = 0.0
    containerView:insertSubview(toView, {at = 1})   -- Swift's index 0
  end

  local masterFrame = Rect(100, 200, 300, 300)
  local slaveFrame = Rect(0, 150, 834.0, 834.0)
  self.initialFrame = operation == "push" and masterFrame or slaveFrame
  self.finalFrame = operation == "pop" and masterFrame or slaveFrame

  local itemView = View{name = "starboy"}   -- UIImageView(image: #imageLiteral(resourceName: "starboy"))
  itemView.frame = self.initialFrame
  itemView.isUserInteractionEnabled = true
  -- not ported: the UILongPressGestureRecognizer(target: self, action: #selector(press(_:)))
  -- with minimumPressDuration 0 (see the header)
  self.itemView = itemView
  containerView:addSubview(self.itemView)

  setImageAlpha(fromViewController, 0.0)
  setImageAlpha(toViewController, 0.0)

  self.transitionAnimator = PropertyAnimator{duration = customTransitionDuration, curve = "linear"}
  self.transitionAnimator:addAnimations(function()
    topView.alpha = topViewTargetAlpha
  end)
  self.transitionAnimator:addCompletion(function(position)

    setImageAlpha(fromViewController, 1.0)
    setImageAlpha(toViewController, 1.0)

    if self.itemView then self.itemView:removeFromSuperview() end

    local completed = (position == "end")
    transitionContext:completeTransition(completed)
  end)

  if not transitionContext.isInteractive then
    self:animate("end")
  end
  return self
end

function TransitionDriver:progressStepFor(translation)
  return (self.operation == "push" and -1.0 or 1.0) * translation.y
    / self.transitionContext.containerView.bounds.midY
end

function TransitionDriver:completionPosition()
  local completionThreshold = 0.33
  local flickMagnitude = 1200 --pts/sec
  local velocity = self.panGestureRecognizer:velocity(self.transitionContext.containerView)
  -- Swift's CGPoint.vector and CGVector.magnitude extensions, inline
  local isFlick = (math.sqrt(velocity.x * velocity.x + velocity.y * velocity.y) > flickMagnitude)
  local isFlickDown = isFlick and (velocity.y > 0.0)
  local isFlickUp = isFlick and (velocity.y < 0.0)

  if (self.operation == "push" and isFlickUp) or (self.operation == "pop" and isFlickDown) then
    return "end"
  elseif (self.operation == "push" and isFlickDown) or (self.operation == "pop" and isFlickUp) then
    return "start"
  elseif self.transitionAnimator.fractionComplete > completionThreshold then
    return "end"
  else
    return "start"
  end
end

function TransitionDriver:press(longPressGesture)
  local state = longPressGesture.state
  if state == "began" then
    self:pauseAnimation()
  elseif state == "ended" or state == "cancelled" then
    self:endInteraction()
  end
end

function TransitionDriver:updateItemsForInteractive(translation)
  -- (the Swift's commented-out per-item scaling is left out)
  self.itemView.center = Point(self.itemView.center.x, self.itemView.center.y + translation.y)
end

function TransitionDriver:updateInteraction(panGesture)
  local state = panGesture.state
  if state == "began" or state == "changed" then
    -- Ask the gesture recognizer for it's translation
    local translation = panGesture:translation(self.transitionContext.containerView)

    -- Calculate the percent complete
    local percentComplete = self.transitionAnimator.fractionComplete + self:progressStepFor(translation)

    -- Update the transition animator's fractionCompete to scrub it's animations
    self.transitionAnimator.fractionComplete = percentComplete

    -- Inform the transition context of the updated percent complete
    self.transitionContext:updateInteractiveTransition(percentComplete)

    -- Update each transition item for the
    self:updateItemsForInteractive(translation)

    -- Reset the gestures translation
    panGesture:setTranslation(Point(0, 0), self.transitionContext.containerView)
  elseif state == "ended" or state == "cancelled" then
    -- End the interactive phase of the transition
    self:endInteraction()
  end
end

function TransitionDriver:endInteraction()
  -- Ensure the context is currently interactive
  if not self.transitionContext.isInteractive then return end

  -- Inform the transition context of whether we are finishing or cancelling the transition
  local completionPosition = self:completionPosition()
  if completionPosition == "end" then
    self.transitionContext:finishInteractiveTransition()
  else
    self.transitionContext:cancelInteractiveTransition()
  end

  -- Begin the animation phase of the transition to either the start or finsh position
  self:animate(completionPosition)
end

function TransitionDriver:animate(position)
  -- Create a property animator to animate each image's frame change
  local itemAnimator = PropertyAnimator{duration = customTransitionDuration, curve = "linear"}
  itemAnimator:addAnimations(function()
    self.itemView.frame = position == "end" and self.finalFrame or self.initialFrame
  end)

  -- Start the property animator and keep track of it
  itemAnimator:startAnimation()
  self.itemAnimator = itemAnimator

  -- Reverse the transition animator if we are returning to the start position
  self.transitionAnimator.isReversed = (position == "start")

  -- Start or continue the transition animator (if it was previously paused)
  if self.transitionAnimator.state == "inactive" then
    self.transitionAnimator:startAnimation()
  else
    -- Calculate the duration factor for which to continue the animation.
    -- This has been chosen to match the duration of the property animator created above
    local durationFactor = itemAnimator.duration / self.transitionAnimator.duration
    self.transitionAnimator:continueAnimation(nil, durationFactor)
  end
end

function TransitionDriver:pauseAnimation()
  -- Stop (without finishing) the property animator used for transition item frame changes
  self.itemAnimator:stopAnimation(true)

  -- Pause the transition animator
  self.transitionAnimator:pauseAnimation()

  -- Inform the transition context that we have paused
  self.transitionContext:pauseInteractiveTransition()
end

-- TransitionController.swift
local TransitionController = {}
TransitionController.__index = function(self, key)
  -- Swift's computed `var wantsInteractiveStart: Bool { return self.initiallyInteractive }`
  if key == "wantsInteractiveStart" then return rawget(self, "initiallyInteractive") end
  return TransitionController[key]
end
M.TransitionController = TransitionController

function TransitionController.new(navigationController)
  local self = setmetatable({}, TransitionController)
  self.operation = nil   -- .none
  self.transitionDriver = nil
  self.initiallyInteractive = false
  self.panGestureRecognizer = PanGestureRecognizer(self, "initiateTransitionInteractively")

  self.navigationController = navigationController   -- Swift's weak var: Lua keeps it strongly
  navigationController.delegate = self

  self:configurePanGestureRecognizer()
  return self
end

function TransitionController:configurePanGestureRecognizer()
  self.panGestureRecognizer.delegate = self
  -- not ported: maximumNumberOfTouches = 1 (one finger is all Transit's pans take)
  -- addTarget(self, action: #selector(initiateTransitionInteractively(_:))): the constructor's
  self.navigationController.view:addGestureRecognizer(self.panGestureRecognizer)

  -- not ported: panGestureRecognizer.require(toFail: interactivePopGestureRecognizer) —
  -- Transit has no failure requirements; a touch within the edge swipe's 20 points goes to it
end

function TransitionController:initiateTransitionInteractively(panGesture)
  if panGesture.state == "began" and self.transitionDriver == nil then
    self.initiallyInteractive = true
    self.navigationController:popViewController(true)
  end
  -- the driver's target (see TransitionDriver.new): UIKit calls it after this one, in the
  -- order they were added; its began runs here with the driver the pop just made
  if self.transitionDriver then self.transitionDriver:updateInteraction(panGesture) end
end

-- UIGestureRecognizerDelegate (gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) is not
-- asked by Transit: its recognizers never recognize simultaneously)
function TransitionController:gestureRecognizerShouldBegin(gestureRecognizer)
  local transitionDriver = self.transitionDriver
  if not transitionDriver then
    local translation = self.panGestureRecognizer:translation(self.panGestureRecognizer.view)
    local translationIsVertical = math.abs(translation.y) > math.abs(translation.x)
    return translationIsVertical and (#self.navigationController.viewControllers > 1)
  end

  return transitionDriver.isInteractive
end

-- UINavigationControllerDelegate (the navigationController argument comes last in Transit: unused)
function TransitionController:animationControllerFor(operation, fromVC, toVC)

  self.operation = operation

  return self
end

function TransitionController:interactionControllerFor(animationController)
  return self
end

-- UIViewControllerAnimatedTransitioning
function TransitionController:transitionDuration(transitionContext)
  return customTransitionDuration
end

function TransitionController:animateTransition(transitionContext)
  -- Will be ignored
end

function TransitionController:animationEnded(transitionCompleted)
  -- Clean up our helper object and any additional state
  self.transitionDriver = nil
  self.initiallyInteractive = false
  self.operation = nil
end

function TransitionController:interruptibleAnimator(transitionContext)
  return self.transitionDriver.transitionAnimator   -- Swift's force unwrap
end

-- UIViewControllerInteractiveTransitioning
function TransitionController:startInteractiveTransition(transitionContext)
  self.transitionDriver = TransitionDriver.new(self.operation, transitionContext, self.panGestureRecognizer)
end

-- MasterViewController.swift and SlaveViewController.swift: the image view of each (a
-- `View` for the UIImageView, see the header) at its hard-coded frame. Overrides go in the
-- constructor's table, as Transit reads them there.
function M.MasterViewController()
  local imageView = View{name = "imageView"}
  imageView.isUserInteractionEnabled = true

  return ViewController{name = "master", imageView = imageView,
    viewDidLoad = function(self)
      -- not ported: self.navigationItem.title = "Starboy" (Transit draws no navigation bar)
      self.view.backgroundColor = Color.white

      self.view:addSubview(self.imageView)
      self.imageView.frame = Rect(100, 200, 300, 300)

      self.imageView:addGestureRecognizer(TapGestureRecognizer(self, "handleTap"))
    end,

    handleTap = function(self, gesture)
      local slaveVC = M.SlaveViewController()
      self.navigationController:pushViewController(slaveVC, true)
    end,
  }
end

function M.SlaveViewController()
  local imageView = View{name = "imageView"}
  imageView.isUserInteractionEnabled = true

  return ViewController{name = "slave", imageView = imageView,
    viewDidLoad = function(self)
      self.view.backgroundColor = Color.white

      self.view:addSubview(self.imageView)
      self.imageView.frame = Rect(0, 150, 834.0, 834.0)
    end,
  }
end

return M

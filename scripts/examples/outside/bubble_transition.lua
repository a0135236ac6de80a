-- bubble_transition.lua — BubbleTransition ported to Transit: the presented screen grows out
-- of a circle ("bubble") centred on a button, and shrinks back into it; in Swift a swipe down
-- drives the dismissal too (BubbleInteractiveTransition, ported, but its update() is refused
-- in Transit: docs/transitions.md, "Outside code, ported"). A module: bubble.lua shows it,
-- scripts/spec/outside/bubble_spec.lua pins it.
--
-- Source: https://github.com/andreamazz/BubbleTransition, Source/BubbleTransition.swift at
-- f1cab1f (2020-11-04), © 2015 Andrea Mazzini, MIT licence. Written from reading the Swift,
-- one Lua line for each Swift line where the contract allows; where it does not, the comment
-- says so.
local M = {}

local BubbleTransition = {}
BubbleTransition.__index = BubbleTransition
M.BubbleTransition = BubbleTransition

-- Swift's `startingPoint` has a didSet moving the bubble's centre; Lua fields have no
-- observers, and animateTransition sets the centre itself in both branches, so a plain field.
function BubbleTransition.new()
  return setmetatable({
    startingPoint = Point.zero,    -- the point the bubble grows from and shrinks to
    duration = 0.5,                -- both directions
    transitionMode = "present",    -- "present", "dismiss" or "pop"
    bubbleColor = Color.white,     -- should match the presented controller's background
    bubble = View{},
  }, BubbleTransition)
end

local BubbleInteractiveTransition = {}
M.BubbleInteractiveTransition = BubbleInteractiveTransition

-- The swipe direction's raw values, as the Swift enum's.
M.swipeDirection = {up = -1, down = 1}

-- Swift subclasses UIPercentDrivenInteractiveTransition; a Transit interaction controller is
-- an object, not a class, so the subclass's fields and methods are put on a new one.
function BubbleInteractiveTransition.new()
  local self = PercentDrivenInteractiveTransition()
  self.interactionStarted = false
  self.interactionShouldFinish = false
  -- self.controller: the controller attach() gives (Swift's optional, nil until then)
  self.interactionThreshold = 0.3          -- the share of the view's height that dismisses
  self.swipeDirection = M.swipeDirection.down
  self.attach = BubbleInteractiveTransition.attach
  self.handlePan = BubbleInteractiveTransition.handlePan
  return self
end

function BubbleInteractiveTransition.attach(self, to)
  self.controller = to
  self.controller.view:addGestureRecognizer(PanGestureRecognizer(self, "handlePan"))
  self.wantsInteractiveStart = false
end

function BubbleInteractiveTransition.handlePan(self, gesture)
  local controller = self.controller
  local view = controller and controller.view
  if not view then return end

  local translation = gesture:translation(controller.view.superview)

  local delta = self.swipeDirection * (translation.y / view.bounds.height)
  local movement = math.max(delta, 0.0)
  local percent = math.min(movement, 1.0)
  local progress = percent

  local state = gesture.state
  if state == "began" then
    self.interactionStarted = true
    controller:dismiss(true, nil)
  elseif state == "changed" then
    self.interactionShouldFinish = progress > self.interactionThreshold
    self:update(progress)
  elseif state == "cancelled" or state == "ended" then
    if state == "cancelled" then self.interactionShouldFinish = false end   -- Swift: fallthrough
    self.interactionStarted = false
    if self.interactionShouldFinish then self:finish() else self:cancel() end
  end
end

function BubbleTransition:transitionDuration(transitionContext)
  return self.duration
end

function BubbleTransition:animateTransition(transitionContext)
  local containerView = transitionContext.containerView

  -- Swift's optionals: a context's controllers are always there in Transit
  local fromViewController = transitionContext:viewController("from")
  local toViewController = transitionContext:viewController("to")

  if self.transitionMode == "present" then
    fromViewController:beginAppearanceTransition(false, true)
    if toViewController.modalPresentationStyle == "custom" then
      toViewController:beginAppearanceTransition(true, true)
    end
    local presentedControllerView = transitionContext:view("to")
    local originalCenter = presentedControllerView.center
    local originalSize = presentedControllerView.frame.size

    self.bubble = View{}
    self.bubble.frame = self:frameForBubble(originalCenter, originalSize, self.startingPoint)
    self.bubble.layer.cornerRadius = self.bubble.frame.size.height / 2
    self.bubble.center = self.startingPoint
    self.bubble.transform = Transform.scale(0.001, 0.001)
    self.bubble.backgroundColor = self.bubbleColor
    containerView:addSubview(self.bubble)

    presentedControllerView.center = self.startingPoint
    presentedControllerView.transform = Transform.scale(0.001, 0.001)
    presentedControllerView.alpha = 0
    containerView:addSubview(presentedControllerView)

    View.animate(self.duration, function()
      self.bubble.transform = Transform.identity
      presentedControllerView.transform = Transform.identity
      presentedControllerView.alpha = 1
      presentedControllerView.center = originalCenter
    end, function(_)
      transitionContext:completeTransition(true)
      self.bubble.isHidden = true
      if toViewController.modalPresentationStyle == "custom" then
        toViewController:endAppearanceTransition()
      end
      fromViewController:endAppearanceTransition()
    end)
  else
    if fromViewController.modalPresentationStyle == "custom" then
      fromViewController:beginAppearanceTransition(false, true)
    end
    toViewController:beginAppearanceTransition(true, true)
    local key = (self.transitionMode == "pop") and "to" or "from"
    local returningControllerView = transitionContext:view(key)
    local originalCenter = returningControllerView.center
    local originalSize = returningControllerView.frame.size

    self.bubble.frame = self:frameForBubble(originalCenter, originalSize, self.startingPoint)
    self.bubble.layer.cornerRadius = self.bubble.frame.size.height / 2
    self.bubble.backgroundColor = self.bubbleColor
    self.bubble.center = self.startingPoint
    self.bubble.isHidden = false

    View.animate(self.duration, function()
      self.bubble.transform = Transform.scale(0.001, 0.001)
      returningControllerView.transform = Transform.scale(0.001, 0.001)
      returningControllerView.center = self.startingPoint
      returningControllerView.alpha = 0

      if self.transitionMode == "pop" then
        containerView:insertSubview(returningControllerView, {below = returningControllerView})
        containerView:insertSubview(self.bubble, {below = returningControllerView})
      end
    end, function(completed)
      transitionContext:completeTransition(not transitionContext.transitionWasCancelled)

      if not transitionContext.transitionWasCancelled then
        returningControllerView.center = originalCenter
        returningControllerView:removeFromSuperview()
        self.bubble:removeFromSuperview()
        if fromViewController.modalPresentationStyle == "custom" then
          fromViewController:endAppearanceTransition()
        end
        toViewController:endAppearanceTransition()
      end
    end)
  end
end

function BubbleTransition:frameForBubble(originalCenter, originalSize, start)
  local lengthX = math.max(start.x, originalSize.width - start.x)
  local lengthY = math.max(start.y, originalSize.height - start.y)
  local offset = math.sqrt(lengthX * lengthX + lengthY * lengthY) * 2
  local size = Size(offset, offset)

  return Rect(Point.zero, size)
end

return M

-- swipe_card.lua — the swipe card of mac-gallagher/Shuffle (a Tinder-like card) ported to
-- Transit: a view that follows a pan with `translation.concatenating(rotation)` — the drag
-- translated, then turned about the card's centre by up to π/10 —, fades in the overlay of
-- the direction it is dragged to, and when released either springs back (0.6 s, damping 0.5,
-- `[.curveLinear, .allowUserInteraction]`) or is swiped away by a keyframe animation in
-- calculationModeLinear: the overlay fades in over the first 15 % of the time (a forced
-- swipe's), then the card goes to `rotation.concatenating(translation)` — turned by ±π/5, then
-- moved off the screen along the drag — over the remaining 85 %. A reverse swipe recreates
-- the swipe in a zero-duration keyframe animation and runs it back in 0.25 s. A module;
-- scripts/spec/outside/swipe_card_spec.lua drags, releases and swipes a card and pins its
-- transforms and overlay alphas.
--
-- Source: https://github.com/mac-gallagher/Shuffle, Sources/Shuffle/Classes/SwipeCard/
-- CardAnimator.swift, CardAnimationOptions.swift, SwipeCard.swift, SwipeView.swift,
-- SwipeCardDelegate.swift, Classes/SwipeDirection.swift and Classes/Internal/Animator.swift,
-- CGVector+Extensions.swift, CGPoint+Extensions.swift, UIView+Extensions.swift at df246b9
-- (2021-04-10), © 2019 Mac Gallagher, MIT licence. One Lua line for each Swift line where the
-- contract allows; where it does not, the comment says so. Not ported: the library's
-- testable PanGestureRecognizer and TapGestureRecognizer subclasses (test hooks: Transit's
-- recognizers are used, and the spec drives them with window:pan), the card stack
-- (SwipeCardStack and its animator, layout and state manager), `@objc` and the
-- `CustomStringConvertible` description.
local M = {}

-- SwipeDirection.swift: the cases as their descriptions
local SwipeDirection = {}
M.SwipeDirection = SwipeDirection
SwipeDirection.allDirections = {"left", "up", "right", "down"}
local vectors = {left = {dx = -1, dy = 0}, right = {dx = 1, dy = 0}, up = {dx = 0, dy = -1}, down = {dx = 0, dy = 1}}
function SwipeDirection.vector(direction) return vectors[direction] end

-- CGVector+Extensions.swift, CGPoint+Extensions.swift: the operators the card uses, as
-- functions (Lua tables take no operators without a metatable; these stay plain)
local Vector = {}
M.Vector = Vector
function Vector.to(target, origin)                 -- CGVector(from: origin = .zero, to: target)
  origin = origin or Point(0, 0)
  return {dx = target.x - origin.x, dy = target.y - origin.y}
end
function Vector.size(size) return {dx = size.width, dy = size.height} end   -- CGVector(_ size:)
function Vector.dot(lhs, rhs) return lhs.dx * rhs.dx + lhs.dy * rhs.dy end    -- lhs * rhs
function Vector.scaled(vector, scalar) return {dx = vector.dx * scalar, dy = vector.dy * scalar} end
function Vector.length(vector)                     -- hypot(dx, dy)
  return math.sqrt(vector.dx * vector.dx + vector.dy * vector.dy)
end
function Vector.normalized(vector) return Vector.scaled(vector, 1 / Vector.length(vector)) end
local function point(vector) return Point(vector.dx, vector.dy) end   -- CGPoint(_ vector:)

-- UIView+Extensions.swift (a function of the view: Transit's views take no new methods)
local function setUserInteraction(view, isEnabled)
  view.isUserInteractionEnabled = isEnabled
  for _, subview in ipairs(view.subviews) do
    setUserInteraction(subview, isEnabled)
  end
end

-- CardAnimationOptions.swift: the defaults (the didSet clamps are not needed for them)
function M.CardAnimationOptions()
  return {
    maximumRotationAngle = math.pi / 10,
    relativeReverseSwipeOverlayFadeDuration = 0.15,
    relativeSwipeOverlayFadeDuration = 0.15,
    resetSpringDamping = 0.5,
    totalResetDuration = 0.6,
    totalReverseSwipeDuration = 0.25,
    totalSwipeDuration = 0.7,
  }
end

-- Animator.swift: Swift's labelled arguments with defaults as one table each
local Animator = {}
M.Animator = Animator

function Animator.addKeyFrame(a)
  View.addKeyframe(a.withRelativeStartTime or 0.0, a.relativeDuration or 1.0, a.animations)
end

function Animator.addFadeKeyFrame(a)
  View.addKeyframe(a.withRelativeStartTime or 0.0, a.relativeDuration or 1.0, function()
    if a.to then a.to.alpha = a.alpha end          -- view?.alpha = alpha
  end)
end

function Animator.addTransformKeyFrame(a)
  View.addKeyframe(a.withRelativeStartTime or 0.0, a.relativeDuration or 1.0, function()
    if a.to then a.to.transform = a.transform end
  end)
end

function Animator.animateKeyFrames(a)
  View.animateKeyframes{duration = a.withDuration, delay = a.delay or 0.0, options = a.options or {},
                        animations = a.animations, completion = a.completion}
end

function Animator.animateSpring(a)
  View.animate{duration = a.withDuration, delay = a.delay or 0.0,
               usingSpringWithDamping = a.usingSpringWithDamping,
               initialSpringVelocity = a.initialSpringVelocity or 0.0,
               options = a.options, animations = a.animations, completion = a.completion}
end

-- CardAnimator.swift
local CardAnimator = {}
CardAnimator.__index = CardAnimator
M.CardAnimator = CardAnimator
CardAnimator.shared = setmetatable({}, CardAnimator)

function CardAnimator:animateReset(card)
  self:removeAllAnimations(card)

  Animator.animateSpring{
    withDuration = card.animationOptions.totalResetDuration,
    usingSpringWithDamping = card.animationOptions.resetSpringDamping,
    options = {"curveLinear", "allowUserInteraction"}, animations = function()
      local direction = card:activeDirection()
      local overlay = direction and card:overlay(direction)
      if overlay then
        overlay.alpha = 0
      end
      card.transform = Transform.identity
    end}
end

function CardAnimator:animateReverseSwipe(card, direction, completion)
  self:removeAllAnimations(card)

  -- Recreate swipe
  Animator.animateKeyFrames{withDuration = 0.0, animations = function()
    self:addSwipeAnimationKeyFrames(card, direction, true)
  end}

  -- Reverse swipe
  Animator.animateKeyFrames{
    withDuration = card.animationOptions.totalReverseSwipeDuration,
    options = "calculationModeLinear",
    animations = function()
      self:addReverseSwipeAnimationKeyFrames(card, direction)
    end,
    completion = completion}
end

function CardAnimator:animateSwipe(card, direction, forced, completion)
  self:removeAllAnimations(card)

  local duration = self:swipeDuration(card, direction, forced)
  Animator.animateKeyFrames{
    withDuration = duration,
    options = "calculationModeLinear",
    animations = function()
      self:addSwipeAnimationKeyFrames(card, direction, forced)
    end,
    completion = completion}
end

-- `card.layer.removeAllAnimations()`: Transit's is the view's own (docs/animation.md)
function CardAnimator:removeAllAnimations(card)
  card:removeAllAnimations()
  for _, direction in ipairs(card.swipeDirections) do
    local overlay = card:overlay(direction)
    if overlay then overlay:removeAllAnimations() end
  end
end

function CardAnimator:addReverseSwipeAnimationKeyFrames(card, direction)
  local overlay = card:overlay(direction)
  local relativeOverlayDuration = overlay ~= nil and card.animationOptions.relativeReverseSwipeOverlayFadeDuration or 0.0

  -- Transform
  Animator.addTransformKeyFrame{to = card,
                                relativeDuration = 1 - relativeOverlayDuration,
                                transform = Transform.identity}

  -- Overlays: as the Swift, `direction`'s overlay each time, not `swipeDirection`'s, so the
  -- last direction of the loop decides its alpha, outside any keyframe
  for _, swipeDirection in ipairs(card.swipeDirections) do
    local o = card:overlay(direction)
    if o then o.alpha = swipeDirection == direction and 1.0 or 0.0 end
  end

  Animator.addFadeKeyFrame{to = overlay,
                           withRelativeStartTime = 1 - relativeOverlayDuration,
                           relativeDuration = relativeOverlayDuration,
                           alpha = 0.0}
end

function CardAnimator:addSwipeAnimationKeyFrames(card, direction, forced)
  local overlay = card:overlay(direction)

  -- Overlays
  for _, swipeDirection in ipairs(card.swipeDirections) do
    if swipeDirection ~= direction then
      local o = card:overlay(swipeDirection)
      if o then o.alpha = 0.0 end
    end
  end

  local relativeOverlayDuration = (forced and overlay ~= nil)
    and card.animationOptions.relativeSwipeOverlayFadeDuration
    or 0.0
  Animator.addFadeKeyFrame{to = overlay,
                           relativeDuration = relativeOverlayDuration,
                           alpha = 1.0}

  -- Transform
  local transform = self:swipeTransform(card, direction, forced)
  Animator.addTransformKeyFrame{to = card,
                                withRelativeStartTime = relativeOverlayDuration,
                                relativeDuration = 1 - relativeOverlayDuration,
                                transform = transform}
end

function CardAnimator:swipeDuration(card, direction, forced)
  if forced then
    return card.animationOptions.totalSwipeDuration
  end

  local velocityFactor = card:dragSpeed(direction) / card:minimumSwipeSpeed(direction)

  -- Card swiped below the minimum swipe speed
  if velocityFactor < 1.0 then
    return card.animationOptions.totalSwipeDuration
  end

  -- Card swiped at least the minimum swipe speed -> return relative duration
  return 1.0 / velocityFactor
end

function CardAnimator:swipeRotationAngle(card, direction, forced)
  if direction == "up" or direction == "down" then return 0.0 end

  local rotationDirectionY = direction == "left" and -1.0 or 1.0

  if forced then
    return 2 * rotationDirectionY * card.animationOptions.maximumRotationAngle
  end

  local touchPoint = card:touchLocation()
  if not touchPoint then
    return 2 * rotationDirectionY * card.animationOptions.maximumRotationAngle
  end

  if (direction == "left" and touchPoint.y < card.bounds.height / 2)
      or (direction == "right" and touchPoint.y >= card.bounds.height / 2) then
    return -2 * card.animationOptions.maximumRotationAngle
  end

  return 2 * card.animationOptions.maximumRotationAngle
end

function CardAnimator:swipeTransform(card, direction, forced)
  local dragTranslation = Vector.to(card.panGestureRecognizer:translation(card.superview))
  local normalizedDragTranslation = forced and SwipeDirection.vector(direction) or Vector.normalized(dragTranslation)
  local actualTranslation = point(self:swipeTranslation(card, direction, normalizedDragTranslation))
  return Transform.rotation(self:swipeRotationAngle(card, direction, forced))
    :concatenating(Transform.translation(actualTranslation.x, actualTranslation.y))
end

function CardAnimator:swipeTranslation(card, direction, directionVector)
  local cardDiagonalLength = Vector.length(Vector.size(card.bounds))
  local maxScreenLength = math.max(screen.bounds.width, screen.bounds.height)
  local minimumOffscreenTranslation = {dx = maxScreenLength + cardDiagonalLength,
                                       dy = maxScreenLength + cardDiagonalLength}
  return {dx = directionVector.dx * minimumOffscreenTranslation.dx,
          dy = directionVector.dy * minimumOffscreenTranslation.dy}
end

-- SwipeView.swift and SwipeCard.swift: Swift's subclasses as one View whose methods are
-- Lua-side fields, made by one function (Transit's views take no subclasses). Open methods a
-- subclass could override stay fields to replace.
function M.SwipeCard(frame)
  local card = View{name = "SwipeCard", frame = frame or Rect(0, 0, 0, 0)}

  -- SwipeView
  card.swipeDirections = SwipeDirection.allDirections
  -- the lazy recognizers, made at once with their target's method as the action
  card.panGestureRecognizer = PanGestureRecognizer(function(recognizer) card:handlePan(recognizer) end)
  card.tapGestureRecognizer = TapGestureRecognizer(function(recognizer) card:didTap(recognizer) end)

  -- SwipeCard
  card.animationOptions = M.CardAnimationOptions()
  card.footerHeight = 100
  card.delegate = nil                                -- weak var delegate: SwipeCardDelegate?
  card.internalTouchLocation = nil
  -- `var touchLocation: CGPoint? { return internalTouchLocation }`, a computed property: a
  -- method (a view's Lua-side fields hold values, and take no getters)
  function card:touchLocation() return self.internalTouchLocation end
  card.overlayContainer = View{name = "overlayContainer"}
  card.overlays = {}
  card.animator = CardAnimator.shared

  -- SwipeView.initialize()
  card:addGestureRecognizer(card.panGestureRecognizer)
  card:addGestureRecognizer(card.tapGestureRecognizer)
  -- SwipeCard.initialize()
  card:addSubview(card.overlayContainer)
  setUserInteraction(card.overlayContainer, false)

  -- `content` and `footer` with their didSet: setters
  function card:setContent(content)
    local oldValue = self.content
    self.content = content
    if content then
      if oldValue then oldValue:removeFromSuperview() end
      self:addSubview(content)
    end
  end

  function card:setFooter(footer)
    local oldValue = self.footer
    self.footer = footer
    if footer then
      if oldValue then oldValue:removeFromSuperview() end
      self:addSubview(footer)
    end
  end

  -- MARK: - SwipeView's swipe calculations

  function card:activeDirection()
    local best, bestDirection = 0, nil
    for _, direction in ipairs(self.swipeDirections) do
      local dragPercentage = self:dragPercentage(direction)
      if dragPercentage > best then best, bestDirection = dragPercentage, direction end
    end
    return bestDirection
  end

  function card:dragSpeed(direction)
    local velocity = self.panGestureRecognizer:velocity(self.superview)
    -- abs(direction.vector * CGVector(to: velocity)): the dot product is a CGFloat, and
    -- Swift's abs of it is the magnitude
    return math.abs(Vector.dot(SwipeDirection.vector(direction), Vector.to(velocity)))
  end

  function card:dragPercentage(direction)
    local translation = Vector.to(self.panGestureRecognizer:translation(self.superview))
    local scaleFactor = 1 / self:minimumSwipeDistance(direction)
    local percentage = scaleFactor * Vector.dot(translation, SwipeDirection.vector(direction))
    return percentage < 0 and 0 or percentage
  end

  function card:minimumSwipeSpeed(direction)
    return 1100
  end

  function card:minimumSwipeDistance(direction)
    return math.min(screen.bounds.width, screen.bounds.height) / 4
  end

  -- MARK: - SwipeView's gesture recognition

  function card:endSwiping(recognizer)
    local direction = self:activeDirection()
    if direction then
      if self:dragSpeed(direction) >= self:minimumSwipeSpeed(direction)
          or self:dragPercentage(direction) >= 1 then
        self:didSwipe(recognizer, direction)
        return
      end
    end
    self:didCancelSwipe(recognizer)
  end

  function card:handlePan(recognizer)
    local state = recognizer.state
    if state == "possible" or state == "began" then
      self:beginSwiping(recognizer)
    elseif state == "changed" then
      self:continueSwiping(recognizer)
    elseif state == "ended" or state == "cancelled" then
      self:endSwiping(recognizer)
    end
  end

  -- MARK: - SwipeCard's layout and swipe transform

  function card:layoutSubviews()
    if self.footer then
      self.footer.frame = Rect(0, self.bounds.height - self.footerHeight, self.bounds.width, self.footerHeight)
    end

    -- Content
    if self.content then
      if self.footer and self.footer.isOpaque then
        self.content.frame = Rect(0, 0, self.bounds.width, self.bounds.height - self.footerHeight)
      else
        self.content.frame = self.bounds
      end
      self:sendSubviewToBack(self.content)
    end

    -- Overlays
    if self.footer then
      self.overlayContainer.frame = Rect(0, 0, self.bounds.width, self.bounds.height - self.footerHeight)
    else
      self.overlayContainer.frame = self.bounds
    end
    self:bringSubviewToFront(self.overlayContainer)
    for _, overlay in pairs(self.overlays) do overlay.frame = self.overlayContainer.bounds end
  end

  function card:swipeTransform()
    local dragTranslation = self.panGestureRecognizer:translation(self)
    local translation = Transform.translation(dragTranslation.x, dragTranslation.y)
    local rotation = Transform.rotation(self:swipeRotationAngle())
    return translation:concatenating(rotation)
  end

  function card:swipeRotationAngle()
    local superviewTranslation = self.panGestureRecognizer:translation(self.superview)
    local rotationStrength = math.min(superviewTranslation.x / screen.bounds.width, 1)
    return self:swipeRotationDirectionY()
      * rotationStrength
      * self.animationOptions.maximumRotationAngle
  end

  function card:swipeRotationDirectionY()
    local touchPoint = self:touchLocation()
    if touchPoint then
      return (touchPoint.y < self.bounds.height / 2) and 1 or -1
    end
    return 0
  end

  function card:swipeOverlayPercentage(direction)
    if direction ~= self:activeDirection() then return 0 end
    local totalPercentage = 0
    for _, d in ipairs(self.swipeDirections) do
      totalPercentage = totalPercentage + self:dragPercentage(d)
    end
    local actualPercentage = 2 * self:dragPercentage(direction) - totalPercentage
    return math.max(0, math.min(actualPercentage, 1))
  end

  -- MARK: - SwipeCard's overrides

  function card:didTap(recognizer)
    self.internalTouchLocation = recognizer:location(self)
    if self.delegate then self.delegate:cardDidTap(self) end
  end

  function card:beginSwiping(recognizer)
    self.internalTouchLocation = recognizer:location(self)
    if self.delegate then self.delegate:cardDidBeginSwipe(self) end
    self.animator:removeAllAnimations(self)
  end

  function card:continueSwiping(recognizer)
    if self.delegate then self.delegate:cardDidContinueSwipe(self) end

    self.transform = self:swipeTransform()

    for direction, overlay in pairs(self.overlays) do
      overlay.alpha = self:swipeOverlayPercentage(direction)
    end
  end

  function card:didSwipe(recognizer, direction)
    if self.delegate then self.delegate:cardDidSwipe(self, direction) end
    self:swipeAction(direction, false)
  end

  function card:didCancelSwipe(recognizer)
    if self.delegate then self.delegate:cardDidCancelSwipe(self) end
    self.animator:animateReset(self)
  end

  -- MARK: - SwipeCard's main methods

  function card:setOverlay(overlay, direction)
    if self.overlays[direction] then self.overlays[direction]:removeFromSuperview() end
    self.overlays[direction] = overlay

    if overlay then
      self.overlayContainer:addSubview(overlay)
      overlay.alpha = 0
      setUserInteraction(overlay, false)
    end
  end

  function card:setOverlays(overlays)
    for _, direction in ipairs(SwipeDirection.allDirections) do   -- a dictionary: in a fixed order
      if overlays[direction] then self:setOverlay(overlays[direction], direction) end
    end
  end

  function card:overlay(direction)
    return self.overlays[direction]
  end

  function card:swipe(direction)
    self:swipeAction(direction, true)
  end

  function card:swipeAction(direction, forced)
    self.isUserInteractionEnabled = false
    self.animator:animateSwipe(self, direction, forced, function(finished)
      if finished and self.delegate then
        self.delegate:cardDidFinishSwipeAnimation(self)
      end
    end)
  end

  function card:reverseSwipe(direction)
    self.isUserInteractionEnabled = false
    self.animator:animateReverseSwipe(self, direction, function(finished)
      if finished then
        self.isUserInteractionEnabled = true
      end
    end)
  end

  -- `removeAllAnimations()`: the layer's, then the animator's; Transit's View has a method of
  -- that name, which this field would hide, so the card's is `removeAllCardAnimations`
  function card:removeAllCardAnimations()
    self:removeAllAnimations()
    self.animator:removeAllAnimations(self)
  end

  return card
end

return M

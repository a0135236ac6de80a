-- top_bottom_message.lua — SwiftMessages' `TopBottomAnimation` ported to Transit: a message
-- view pinned to the top (or bottom) edge of its container, 5 points past it, drops in from
-- its own height away on `usingSpringWithDamping: 0.8` over 0.4 s with `[.beginFromCurrentState,
-- .curveLinear, .allowUserInteraction]`, and leaves by its height on `[.beginFromCurrentState,
-- .curveEaseIn]` over 0.2 s; a pan on it drags it towards its edge (rubber-banded the other
-- way) and, released, either asks its delegate to hide it (past 750 points/s, a third of its
-- height, or 75 points) or springs it back with the show animation. A module;
-- scripts/spec/outside/top_bottom_message_spec.lua shows, drags and hides a message.
--
-- Source: https://github.com/SwiftKickMobile/SwiftMessages at c0ff6c6 (2025-09-03),
-- SwiftMessages/TopBottomAnimation.swift, TopBottomAnimationStyle.swift and Animator.swift
-- (`AnimationContext`, `AnimationDelegate`), © 2016 SwiftKick Mobile LLC, MIT licence. One Lua
-- line for each Swift line where the contract allows; where it does not, the comment says so.
-- Not ported: the orientation notification (`NotificationCenter`: none in Transit; its
-- selector, `adjustMargins`, returns at once for a view that is not `MarginAdjustable`, the
-- plain view the spec shows); `MarginAdjustable`, `BackgroundViewable` and
-- `CornerRoundingView` (SwiftMessages' own view classes: a plain message view is none of
-- them, so their branches are left out and `bounceOffset` keeps its 5); the three anchor
-- constraints and their priority (the frame they resolve to: the container's width, the
-- view's own height, its top 5 points above the container's — below for `.bottom`);
-- `#if SWIFTMESSAGES_APP_EXTENSIONS` and `UIApplication.shared.applicationState` (an active
-- app: the completion gets `completed`).
local M = {}

-- Animator.swift: `AnimationContext`
function M.AnimationContext(messageView, containerView, safeZoneConflicts, interactiveHide)
  return {messageView = messageView, containerView = containerView,
          safeZoneConflicts = safeZoneConflicts, interactiveHide = interactiveHide}
end

local TopBottomAnimation = {}
TopBottomAnimation.__index = TopBottomAnimation
M.TopBottomAnimation = TopBottomAnimation

-- TopBottomAnimationStyle.swift: `.top`, `.bottom` — the strings
function TopBottomAnimation.new(style, delegate)
  local self = setmetatable({}, TopBottomAnimation)
  self.delegate = delegate
  self.style = style
  self.showDuration = 0.4
  self.hideDuration = 0.2
  self.springDamping = 0.8
  self.closeSpeedThreshold = 750.0
  self.closePercentThreshold = 0.33
  self.closeAbsoluteThreshold = 75.0
  self.bounceOffset = 5
  self.closing = false
  self.rubberBanding = false
  self.closeSpeed = 0.0
  self.closePercent = 0.0
  self.panTranslationY = 0.0
  return self
end

-- the lazy `panGestureRecognizer`: the target and action given when made
function TopBottomAnimation:panGestureRecognizer()
  if not self._pan then
    self._pan = PanGestureRecognizer(function(pan) self:pan(pan) end)
  end
  return self._pan
end

function TopBottomAnimation:show(context, completion)
  -- NotificationCenter.default.addObserver(…, orientationDidChangeNotification): not ported
  self:install(context)
  self:showAnimation(completion)
end

function TopBottomAnimation:hide(context, completion)
  -- NotificationCenter.default.removeObserver(self): not ported
  local view = context.messageView
  self.context = context
  View.animate{duration = self.hideDuration, delay = 0, options = {"beginFromCurrentState", "curveEaseIn"}, animations = function()
    if self.style == "top" then
      view.transform = Transform.translation(0, -view.frame.height)
    elseif self.style == "bottom" then
      view.transform = Transform.translation(0, view.frame.maxY + view.frame.height)
    end
  end, completion = function(completed)
    -- Fix #131 by always completing if application isn't active (it is: see the header)
    completion(completed)
  end}
end

function TopBottomAnimation:install(context)
  local view = context.messageView
  local container = context.containerView
  self.messageView = view
  self.containerView = container
  self.context = context
  -- `if let adjustable = … as? MarginAdjustable`: a plain view is not (see the header)
  container:addSubview(view)
  -- the anchor constraints' frame: leading and trailing to the container, the top (bottom)
  -- `bounceOffset` past the container's, the view's own height
  local height = view.bounds.height
  if self.style == "top" then
    view.frame = Rect(0, -self.bounceOffset, container.bounds.width, height)
  elseif self.style == "bottom" then
    view.frame = Rect(0, container.bounds.height + self.bounceOffset - height, container.bounds.width, height)
  end
  -- Important to layout now in order to get the right safe area insets
  container:layoutIfNeeded()
  self:adjustMargins()
  container:layoutIfNeeded()
  local animationDistance = view.frame.height
  if self.style == "top" then
    view.transform = Transform.translation(0, -animationDistance)
  elseif self.style == "bottom" then
    view.transform = Transform.translation(0, animationDistance)
  end
  if context.interactiveHide then
    view:addGestureRecognizer(self:panGestureRecognizer())
  end
end

function TopBottomAnimation:adjustMargins()
  -- guard let adjustable = messageView as? MarginAdjustable & UIView … else { return }
end

function TopBottomAnimation:showAnimation(completion)
  local view = self.messageView
  if not view then
    completion(false)
    return
  end
  local animationDistance = math.abs(view.transform.ty)
  -- Cap the initial velocity at zero because the bounceOffset may not be great
  -- enough to allow for greater bounce induced by a quick panning motion.
  local initialSpringVelocity = animationDistance == 0.0 and 0.0 or math.min(0.0, self.closeSpeed / animationDistance)
  View.animate{duration = self.showDuration, delay = 0.0, dampingRatio = self.springDamping, initialVelocity = initialSpringVelocity,
               options = {"beginFromCurrentState", "curveLinear", "allowUserInteraction"}, animations = function()
    view.transform = Transform.identity
  end, completion = function(completed)
    -- Fix #131 by always completing if application isn't active (it is: see the header)
    completion(completed)
  end}
end

-- MARK: - Pan to close

function TopBottomAnimation:pan(pan)
  if pan.state == "changed" then
    local view = self.messageView
    if not view then return end
    local height = view.bounds.height - self.bounceOffset
    if height <= 0 then return end
    local velocity = pan:velocity(view)
    local translation = pan:translation(view)
    if self.style == "top" then
      velocity.y = velocity.y * -1.0
      translation.y = translation.y * -1.0
    end
    local translationAmount = translation.y >= 0 and translation.y or -(math.abs(translation.y) ^ 0.7)
    if not self.closing then
      -- Turn on rubber banding if background view is inset from message view: a plain view
      -- has no background view (see the header)
      if not self.rubberBanding and translationAmount < 0 then return end
      self.closing = true
      if self.delegate then self.delegate:panStarted(self) end
    end
    if not self.rubberBanding and translationAmount < 0 then translationAmount = 0 end
    if self.style == "top" then
      view.transform = Transform.translation(0, -translationAmount)
    elseif self.style == "bottom" then
      view.transform = Transform.translation(0, translationAmount)
    end
    self.closeSpeed = velocity.y
    self.closePercent = translation.y / height
    self.panTranslationY = translation.y
  elseif pan.state == "ended" or pan.state == "cancelled" then
    if self.closeSpeed > self.closeSpeedThreshold or self.closePercent > self.closePercentThreshold
        or self.panTranslationY > self.closeAbsoluteThreshold then
      if self.delegate then self.delegate:hide(self) end
    else
      self.closing = false
      self.rubberBanding = false
      self.closeSpeed = 0.0
      self.closePercent = 0.0
      self.panTranslationY = 0.0
      self:showAnimation(function(_)
        if self.delegate then self.delegate:panEnded(self) end
      end)
    end
  end
end

return M

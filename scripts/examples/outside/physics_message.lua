-- physics_message.lua — SwiftMessages' `PhysicsAnimation` ported to Transit: a message view
-- centred (or pinned to the top or bottom) in its container pops in from scale 0.6 on
-- `usingSpringWithDamping: 0.6` over 0.5 s while its alpha goes from 0.25 to 1 linearly in
-- 0.15 s, and shrinks to 0.8 while fading out on ease-in over 0.15 s; each pair of blocks is
-- one `CATransaction` whose completion block tells SwiftMessages the animation is over — and,
-- hiding, puts the alpha and the transform back. A module;
-- scripts/spec/outside/physics_message_spec.lua shows and hides a message.
--
-- Source: https://github.com/SwiftKickMobile/SwiftMessages at c0ff6c6 (2025-09-03),
-- SwiftMessages/PhysicsAnimation.swift, © 2017 SwiftKick Mobile, MIT licence (the repository's
-- LICENSE.md). One Lua line for each Swift line where the contract allows; where it does not,
-- the comment says so. Not ported: `PhysicsPanHandler` (a pan that hands the view to a
-- `UIDynamicAnimator` with an attachment behaviour: no UIKit Dynamics in Transit) — so
-- `installInteractive` installs nothing and `isOffScreen` stays false; the orientation
-- notification (`NotificationCenter`); `MarginAdjustable` (a plain message view is not, so
-- `adjustMargins` returns at once); the anchor constraints (the frame they resolve to: the
-- container's width, the view's own height, centred — or at the top or bottom edge).
local M = {}

local PhysicsAnimation = {}
PhysicsAnimation.__index = PhysicsAnimation
M.PhysicsAnimation = PhysicsAnimation

-- `.top`, `.center`, `.bottom`: the strings
function PhysicsAnimation.new(delegate)
  local self = setmetatable({}, PhysicsAnimation)
  self.placement = "center"
  self.showDuration = 0.5
  self.hideDuration = 0.15
  self.panHandler = {isOffScreen = false}                    -- PhysicsPanHandler(): see the header
  self.delegate = delegate
  return self
end

function PhysicsAnimation:show(context, completion)
  -- NotificationCenter.default.addObserver(…, orientationDidChangeNotification): not ported
  self:install(context)
  self:showAnimation(context, completion)
end

function PhysicsAnimation:hide(context, completion)
  -- NotificationCenter.default.removeObserver(self): not ported
  if self.panHandler.isOffScreen then
    context.messageView.alpha = 0
    -- panHandler.state?.stop(): no dynamics (see the header)
  end
  local view = context.messageView
  self.context = context
  CATransaction.begin()
  CATransaction.setCompletionBlock(function()
    view.alpha = 1
    view.transform = Transform.identity
    completion(true)
  end)
  View.animate{duration = self.hideDuration, delay = 0, options = {"beginFromCurrentState", "curveEaseIn", "allowUserInteraction"},
               animations = function()
    view.transform = Transform.scale(0.8, 0.8)
  end}
  View.animate{duration = self.hideDuration, delay = 0, options = {"beginFromCurrentState", "curveEaseIn", "allowUserInteraction"},
               animations = function()
    view.alpha = 0
  end}
  CATransaction.commit()
end

function PhysicsAnimation:install(context)
  local view = context.messageView
  local container = context.containerView
  self.messageView = view
  self.containerView = container
  self.context = context
  container:addSubview(view)
  -- the constraints' frame: leading and trailing to the container, the view's own height,
  -- its centre (top, bottom) at the container's
  local width, height = container.bounds.width, view.bounds.height
  if self.placement == "center" then
    view.frame = Rect(0, (container.bounds.height - height) / 2, width, height)
  elseif self.placement == "top" then
    view.frame = Rect(0, 0, width, height)
  elseif self.placement == "bottom" then
    view.frame = Rect(0, container.bounds.height - height, width, height)
  end
  -- Important to layout now in order to get the right safe area insets
  container:layoutIfNeeded()
  self:adjustMargins()
  container:layoutIfNeeded()
  self:installInteractive(context)
end

function PhysicsAnimation:adjustMargins()
  -- guard let adjustable = messageView as? MarginAdjustable & UIView … else { return }
end

function PhysicsAnimation:showAnimation(context, completion)
  local view = context.messageView
  view.alpha = 0.25
  view.transform = Transform.scale(0.6, 0.6)
  CATransaction.begin()
  CATransaction.setCompletionBlock(function()
    completion(true)
  end)
  View.animate{duration = self.showDuration, delay = 0, usingSpringWithDamping = 0.6, initialSpringVelocity = 0,
               options = {"beginFromCurrentState", "curveLinear", "allowUserInteraction"}, animations = function()
    view.transform = Transform.identity
  end}
  View.animate{duration = 0.3 * self.showDuration, delay = 0, options = {"beginFromCurrentState", "curveLinear", "allowUserInteraction"},
               animations = function()
    view.alpha = 1
  end}
  CATransaction.commit()
end

function PhysicsAnimation:installInteractive(context)
  if not context.interactiveHide then return end
  -- panHandler.configure(context:animator:): not ported (see the header)
end

return M

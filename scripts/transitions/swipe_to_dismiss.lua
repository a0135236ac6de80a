-- swipe_to_dismiss.lua — swipe a presented controller away, interactively (issue 9; not in
-- the articles): the zoom's detail downwards (seed 001), the slide-in sheet to the right
-- (seed 004). UIKit's recipe: the pan's "began" starts an animated dismissal whose
-- interaction controller is a PercentDrivenInteractiveTransition; each "changed" moves it to
-- the distance dragged over the view's size in that direction; "ended" finishes it past
-- half-way or after a flick that way, and cancels it otherwise.
--
--   local Swipe = require "transitions.swipe_to_dismiss"
--   Swipe.attach(detail, zoomTransition, "down")    -- the delegate hands `interaction` to UIKit:
--   function zoomTransition:interactionControllerForDismissal(animator) return self.interaction end
local Swipe = {}

-- What finishes a swipe: past this fraction of the view's size, or faster than this (points
-- per second, in the swipe's direction) when the finger lifts.
Swipe.threshold = 0.5
Swipe.flickVelocity = 1000

-- Each direction: the component of a point along it, and the view's extent that way.
local axes = {
  down = function(p, size) return p.y, size.height end,
  up = function(p, size) return -p.y, size.height end,
  right = function(p, size) return p.x, size.width end,
  left = function(p, size) return -p.x, size.width end,
}

-- Adds the pan to `controller`'s view; `delegate` (its transitioning delegate) keeps the
-- interaction controller in `delegate.interaction` while the swipe lasts. Returns the
-- recognizer.
function Swipe.attach(controller, delegate, direction)
  local along = axes[direction]
  if not along then error(("unknown direction '%s' (down, up, right or left)"):format(tostring(direction)), 2) end
  local pan = PanGestureRecognizer{action = function(gesture)
    local view = controller.view
    local distance, extent = along(gesture:translation(view), view.bounds.size)
    local progress = math.max(0, math.min(1, distance / extent))
    if gesture.state == "began" then
      delegate.interaction = PercentDrivenInteractiveTransition()
      controller:dismiss(true)
    elseif gesture.state == "changed" then
      delegate.interaction:update(progress)
    elseif gesture.state == "ended" then
      local interaction = delegate.interaction
      delegate.interaction = nil
      if progress > Swipe.threshold or along(gesture:velocity(view), view.bounds.size) > Swipe.flickVelocity then
        interaction:finish()
      else
        interaction:cancel()
      end
    end
  end}
  controller.view:addGestureRecognizer(pan)
  return pan
end

return Swipe

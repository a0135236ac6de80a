-- zoom_swipe.lua — swipe the detail down to dismiss it with seed 001's zoom, interactively
-- (issue 9; not in the article). UIKit's recipe: the pan's "began" starts an animated
-- dismissal whose interaction controller is a PercentDrivenInteractiveTransition; each
-- "changed" moves it to the distance dragged over the view's height; "ended" finishes it
-- past half-way or after a downward flick, and cancels it otherwise.
--
--   local Swipe = require "transitions.zoom_swipe"
--   Swipe.attach(secondViewController, customTransition)   -- customTransition: transitions.zoom
local Swipe = {}

-- What finishes a swipe: past this fraction of the height, or faster than this (points per
-- second, downwards) when the finger lifts.
Swipe.threshold = 0.5
Swipe.flickVelocity = 1000

-- Adds the pan to `detail`'s view; `transition` (the zoom: the detail's transitioning
-- delegate) hands the interaction controller to UIKit. Returns the recognizer.
function Swipe.attach(detail, transition)
  local pan = PanGestureRecognizer{action = function(gesture)
    local view = detail.view
    local progress = math.max(0, math.min(1, gesture:translation(view).y / view.bounds.height))
    if gesture.state == "began" then
      transition.interaction = PercentDrivenInteractiveTransition()
      detail:dismiss(true)
    elseif gesture.state == "changed" then
      transition.interaction:update(progress)
    elseif gesture.state == "ended" then
      local interaction = transition.interaction
      transition.interaction = nil
      if progress > Swipe.threshold or gesture:velocity(view).y > Swipe.flickVelocity then
        interaction:finish()
      else
        interaction:cancel()
      end
    end
  end}
  detail.view:addGestureRecognizer(pan)
  return pan
end

return Swipe

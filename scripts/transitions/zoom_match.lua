-- zoom_match.lua — seed 001's zoom as a matched-view transition (docs/matched.md): the
-- photo of the selected cell and the detail's photo share a matchID; the delegate flies one
-- into the other over 0.7 s while the detail fades in, and back while it fades out.
-- A function, so that each scene gets its own delegate table (a script may add fields to
-- it, such as interactionControllerForDismissal, which must not outlive the scene).
--
--   local zoom = require "transitions.zoom_match"()
--   second.transitioningDelegate = zoom
return function()
  return Transition.match{duration = 0.7, curve = "easeInOut"}
end

-- match_stagger.lua — a matched-view transition whose pairs leave one after another
-- (docs/matched.md, "Stagger"): every photo flies to its place in the other grid over 0.5 s,
-- the centre of the grid first and the corners 0.2 s later — GSAP's stagger
-- `{each = 0.05, from = "center", grid = "auto"}`, the same distribution as a timeline's.
-- A function, so that each scene gets its own delegate table.
--
--   second.transitioningDelegate = require "transitions.match_stagger"()
return function()
  return Transition.match{duration = 0.5, curve = "easeInOut",
                          stagger = {each = 0.05, from = "center", grid = "auto"}}
end

-- slide_in_presenter.lua — N present/dismiss cycles of the slide-in sheet
-- (transitions/slide_in_presenter.lua), as scripts/examples/slide_in.lua uses it: a new
-- detail each time, presented with the custom presentation controller and dismissed by a tap
-- on the overlay. rss_cycles.sh puts `local N = <cycles>` before this file.
-- luacheck: read globals N
local SlideIn = require "transitions.slide_in_presenter"

local W, H = screen.bounds.width, screen.bounds.height
local root = ViewController{name = "root"}
window.rootViewController = root

for _ = 1, N do
  local detail = ViewController{name = "detail", modalPresentationStyle = "custom"}
  detail.transitioningDelegate = SlideIn.delegate()
  root:present(detail, true)
  clock.advance(0.5)
  assert(root.presentedViewController == detail, "the detail is not presented")
  window:tap(W / 4, H / 2)                        -- the overlay: dismisses
  clock.advance(0.5)
  assert(root.presentedViewController == nil, "the detail is still presented")
end

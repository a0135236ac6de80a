-- swipe_to_dismiss.lua — N cycles of the slide-in sheet presented, then swiped away
-- (transitions/swipe_to_dismiss.lua), as the end of scripts/examples/slide_in.lua does: a new
-- detail each time, its pan attached, dragged three eighths of the window to the right.
-- rss_cycles.sh puts `local N = <cycles>` before this file.
-- luacheck: read globals N
local SlideIn = require "transitions.slide_in_presenter"
local Swipe = require "transitions.swipe_to_dismiss"

local W, H = screen.bounds.width, screen.bounds.height
local root = ViewController{name = "root"}
window.rootViewController = root

local x, y = W * 3 / 4, H / 2
for _ = 1, N do
  local detail = ViewController{name = "detail", modalPresentationStyle = "custom"}
  local delegate = SlideIn.delegate()
  detail.transitioningDelegate = delegate
  root:present(detail, true)
  clock.advance(0.5)
  assert(root.presentedViewController == detail, "the detail is not presented")
  Swipe.attach(detail, delegate, "right")
  window:pan{from = Point(x, y), to = Point(x + W * 3 / 8, y), duration = 0.3}
  clock.advance(1)
  assert(root.presentedViewController == nil, "the detail is still presented")
end

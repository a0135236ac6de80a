-- timeline_dismiss.lua — a card presented over a dimmed list, then swiped down twice: a short
-- drag that lets go (the dismissal's timeline runs back to the start and the card stays),
-- then a long one (it runs on to the end and the card is gone). Both ways are one
-- `ctx:timeline()` that the finger scrubs (transitions/timeline_dismiss.lua).
--
--   transit run timeline_dismiss                         the timeline of events
--   transit run timeline_dismiss --trace card,dim        and the card frame by frame
--   transit explain timeline_dismiss                     the two timelines as Gantt charts
local Card = require "transitions.timeline_dismiss"

local W, H = screen.bounds.width, screen.bounds.height
local root = ViewController{name = "root", viewDidLoad = function(self)
  self.view.name = "list"
  self.view.backgroundColor = Color.white
end}
window.rootViewController = root

local card = Card.controller()
root:present(card, true)
clock.advance(0.5)
Card.attachSwipe(card)
print(("card shown at %s"):format(tostring(card.view:find("card").frame)))

-- a short drag: 120 points in 0.3 s (0.14 of the screen, 400 points a second) lets go
window:pan{from = Point(W / 2, H - 200), to = Point(W / 2, H - 80), duration = 0.3}
clock.advance(0.3)
local c = card.view:find("card")
print(("at the lift the card shows y = %.1f, its model y = %.1f"):format(c.presentation.frame.y, c.frame.y))
clock.advance(1)
print("after a short drag, presented:", tostring(root.presentedViewController))

-- a long drag: 500 points in 0.3 s (past half the screen) dismisses it
window:pan{from = Point(W / 2, H - 400), to = Point(W / 2, H + 100), duration = 0.3}
clock.runUntilIdle()
print("after a long drag, presented:", tostring(root.presentedViewController))

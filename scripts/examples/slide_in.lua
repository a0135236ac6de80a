-- slide_in.lua — seed 004's scene: a button on the first screen presents a navigation-like
-- screen in the right half of the window, over a black overlay that fades in alongside; a tap
-- on the overlay (the left half) dismisses it, and the overlay fades back out. Then (not in
-- the article) the sheet is presented again and swiped to the right: a little, and it goes
-- back; most of the way, and it goes (transitions/swipe_to_dismiss.lua).
--
--   transit run slide_in                             the timeline
--   transit run slide_in --trace 'overlay,detail'    and both views frame by frame
local SlideIn = require "transitions.slide_in_presenter"
local Swipe = require "transitions.swipe_to_dismiss"

local W, H = screen.bounds.width, screen.bounds.height

local root = ViewController{
  name = "root",
  viewDidLoad = function(self)
    self.view.name = "main"
    self.view.backgroundColor = Color.white
  end,
}
window.rootViewController = root

local detail = ViewController{
  name = "detail",
  modalPresentationStyle = "custom",
  viewDidLoad = function(self)
    self.view.name = "detail"
    self.view.backgroundColor = Color.blue
  end,
  viewDidAppear = function(self) print(("detail shown at %.2f s, frame %s"):format(clock.now, tostring(self.view.frame))) end,
  viewDidDisappear = function(self) print(("detail gone at %.2f s"):format(clock.now)) end,
}
local delegate = SlideIn.delegate()
detail.transitioningDelegate = delegate

-- @IBAction buttonDidTouch: present modally
root:present(detail, true)
clock.advance(1)
-- a tap on the presented view does nothing; a tap on the overlay dismisses
window:tap(W * 3 / 4, H / 2)
print("after a tap on the detail, presented:", tostring(root.presentedViewController))
window:tap(W / 4, H / 2)
clock.advance(1)

-- the swipes: a finger on the sheet, dragged right by an eighth, then three eighths, of the window
root:present(detail, true)
clock.advance(1)
Swipe.attach(detail, delegate, "right")
local x, y = W * 3 / 4, H / 2
window:pan{from = Point(x, y), to = Point(x + W / 8, y), duration = 0.3}
clock.advance(1)
print("after a short swipe, presented:", tostring(root.presentedViewController))
window:pan{from = Point(x, y), to = Point(x + W * 3 / 8, y), duration = 0.3}

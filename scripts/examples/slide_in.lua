-- slide_in.lua — seed 004's scene: a button on the first screen presents a navigation-like
-- screen in the right half of the window, over a black overlay that fades in alongside; a tap
-- on the overlay (the left half) dismisses it, and the overlay fades back out.
--
--   transit run slide_in                             the timeline
--   transit run slide_in --trace 'overlay,detail'    and both views frame by frame
local SlideIn = require "transitions.slide_in_presenter"

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

-- edge_swipe_pop.lua — the navigation controller's edge swipe back (UIKit's
-- interactivePopGestureRecognizer): a finger from the left edge drags the default pop along,
-- the popped view under the finger and the one below coming from a third to the left. A slow
-- swipe released before half the width goes back (cancelled); one past half, or any flick
-- (300 pt/s or more), pops. docs/navigation.md has the rules and numbers.
--
--   transit run edge_swipe_pop                the stack after each swipe
--   require "examples.edge_swipe_pop"          the scene's constructor (the spec's use)

-- The scene: a list with a detail pushed on it, in a navigation controller whose edge swipe
-- asks its delegate, which refuses while the detail has unsaved changes.
local function PopScene()
  local list = ViewController{name = "list", viewDidLoad = function(self)
    self.view.name = "list"
    self.view.backgroundColor = Color.hex("#F2F2F7")
  end}
  local detail = ViewController{name = "detail", unsaved = false, viewDidLoad = function(self)
    self.view.name = "detail"
    self.view.backgroundColor = Color.white
  end}
  local nav = NavigationController{rootViewController = list, name = "nav"}
  nav:push(detail, false)
  nav.interactivePopGestureRecognizer.delegate = {
    gestureRecognizerShouldBegin = function(_, _) return not detail.unsaved end,
  }
  return nav, list, detail
end

if ... == "examples.edge_swipe_pop" then return PopScene end

local nav, _, detail = PopScene()
window.rootViewController = nav
local W = screen.bounds.width

local function stack()
  local names = {}
  for i, vc in ipairs(nav.viewControllers) do names[i] = vc.name end
  return table.concat(names, " > ")
end

-- A slow swipe to a quarter of the width: it goes back.
window:pan{from = Point(2, 400), to = Point(2 + W / 4, 400), duration = 0.5}
clock.advance(0.5)
print(("a quarter of the way: detail at x = %.1f, list at x = %.1f"):format(
  detail.view.presentation.frame.x, nav.viewControllers[1].view.presentation.frame.x))
clock.advance(0.5)
print("released slowly at a quarter: " .. stack())

-- Unsaved changes: the delegate refuses, nothing moves.
detail.unsaved = true
window:pan{from = Point(2, 400), to = Point(300, 400), duration = 0.3}
clock.advance(1)
print("refused by the delegate: " .. stack())

-- A short flick: it pops.
detail.unsaved = false
window:pan{from = Point(2, 400), to = Point(62, 400), duration = 0.1}
clock.advance(1)
print("a flick of 60 points: " .. stack())

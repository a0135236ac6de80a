-- attack: completions that present or dismiss again over a tab each time a switch (or a change of the tabs) ends the one animating there, forever
-- expect: error "the tab switch is refused: what is presented over <ViewController: a> began again each time it was ended \(64 times\)"
-- The switch ends what animates over the tab it takes off the screen, again while the ends
-- begin more, up to a bound. Past the bound nothing changes: the tab stays selected and on
-- screen with the last one animating over it, and the call raises at its line (left100: the
-- switch went on, and the presentation ended on screen over a tab no longer selected).
local a, b = ViewController{name = "a"}, ViewController{name = "b"}
a.definesPresentationContext = true
local tabs = TabBarController{name = "tabs", viewControllers = {a, b}}
window.rootViewController = tabs
clock.runUntilIdle()
local p = ViewController{name = "p"}
p.modalPresentationStyle = "currentContext"
local stop = false
local cycle
cycle = function()
  if stop then return end
  if p.presentingViewController then p:dismiss(true, cycle) else a:present(p, true, cycle) end
end
a:present(p, true, cycle)
clock.advance(0.1)
local ok, err = pcall(function() tabs.viewControllers = {b} end)
assert(not ok and err:find("the change of the tabs is refused", 1, true), tostring(err))
assert(#tabs.viewControllers == 2 and tabs.selectedIndex == 1, "the change of the tabs went on")
assert(a.view.window ~= nil and b.view.window == nil, "the tab left the screen")
stop = true
clock.advance(1)                 -- the last one ends by its own clock, over the selected tab
assert(p.view.window ~= nil or a.presentedViewController == nil, "p ended off screen")
stop = false
cycle()
clock.advance(0.1)
tabs.selectedIndex = 2

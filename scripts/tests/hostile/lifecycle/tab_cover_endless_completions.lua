-- attack: completions that present or dismiss again over a tab each time a cover over the tab bar controller ends the one animating there, forever
-- expect: error "the cover over <TabBarController: tabs> is refused: what is presented over <ViewController: a> began again each time it was ended \(64 times\)"
-- The cover ends what animates over the tab it takes off the screen, again while the ends
-- begin more, up to a bound, as a tab switch. Past the bound the cover is refused: the tab bar
-- controller presents nothing and stays on screen with the last presentation animating over
-- the tab, and the call raises at its line (left101: the error was raised, but the cover went
-- on over a tab with a presentation animating in).
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
local cover = ViewController{name = "cover", modalPresentationStyle = "fullScreen"}
local ok, err = pcall(function() tabs:present(cover, true) end)
assert(not ok and err:find("the cover over <TabBarController: tabs> is refused", 1, true), tostring(err))
assert(tabs.presentedViewController == nil and cover.presentingViewController == nil, "the cover went on")
assert(tabs.view.window ~= nil and p.view.window ~= nil, "the tab bar controller left the screen")
stop = true
clock.runUntilIdle()                 -- the last one ends by its own clock, over the tab
assert(p.view.window ~= nil, "p ended off screen")
stop = false
cycle()
clock.advance(0.1)
tabs:present(cover, true)

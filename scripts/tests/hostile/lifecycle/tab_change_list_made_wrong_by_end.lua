-- attack: a change of the tabs taking away a tab with a presentation animating over it, the presentation's completion putting a controller of the new list in a navigation stack
-- expect: error "viewControllers: <ViewController: c> has a parent view controller <NavigationController: n>"
-- The change ends what animates over the tab first, and checks the list as the completion
-- left it: the running transition completes first. left101: the list was checked before the
-- completion ran, and "c" became a tab while in the stack of "n" (two parents).
local a, b, c = ViewController{name = "a"}, ViewController{name = "b"}, ViewController{name = "c"}
a.definesPresentationContext = true
local tabs = TabBarController{name = "tabs", viewControllers = {a, b}}
window.rootViewController = tabs
clock.runUntilIdle()
local p = ViewController{name = "p", modalPresentationStyle = "overCurrentContext"}
local n
a:present(p, true, function() n = NavigationController{name = "n", rootViewController = c} end)
clock.advance(0.1)
tabs.viewControllers = {b, c}

-- attack: the pushed controller's viewDidLoad raises (it stayed on top of the stack, its view not shown, its push begun and never ended)
-- expect: ok "^false\ttrue\n1\tfalse\tfalse\n[\s\S]*^2\tc$"
local nav = NavigationController{rootViewController = ViewController{name = "a"}}
window.rootViewController = nav
local b = ViewController{name = "b"}
b.viewDidLoad = function() error("load fails") end
local ok, err = pcall(nav.push, nav, b, true)
print(ok, err:match("error_in_view_did_load_of_pushed%.lua:6: load fails") ~= nil)
print(#nav.viewControllers, nav.topViewController == b, b.navigationController == nav)
clock.runUntilIdle()
nav:push(ViewController{name = "c"}, true)
clock.runUntilIdle()
print(#nav.viewControllers, nav.topViewController.name)

-- attack: a tab bar delegate's shouldSelect takes every tab away, then allows the tap
-- expect: ok "^nothing selected\tnil\t0\n$"
local a, b = ViewController{name = "a"}, ViewController{name = "b"}
local tabs = TabBarController{viewControllers = {a, b}}
tabs.delegate = {
  shouldSelect = function() tabs.viewControllers = {}; return true end,
  didSelect = function(_, vc) print("told", vc.name) end,
}
window.rootViewController = tabs
window:tap(300, 800)                         -- b's item
print("nothing selected", tabs.selectedIndex, #tabs.viewControllers)

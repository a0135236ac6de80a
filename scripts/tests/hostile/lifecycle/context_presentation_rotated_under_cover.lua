-- attack: a Current Context (and an Over Current Context) presentation outside a tab, covered by a full-screen presentation over the root while the device turns, then uncovered
-- expect: ok "^placed 852x141 852x141 393x600 393x600"
-- Each presented view covers its context's view again when the cover leaves: UIKit lays the
-- covered hierarchy out when it comes back into the window, at the window's new size. left101:
-- the Over Current Context one came back 393×600 over a context grown to 852×141 (the rotation
-- placed it while its context was out of the window, and nothing placed it again).
device.profile = "iPhone 15"
local root = ViewController{name = "root"}
window.rootViewController = root
local nav = NavigationController{name = "nav", rootViewController = ViewController{name = "top"}}
nav.definesPresentationContext = true
root:addChild(nav)
root.view:addSubview(nav.view)
nav.view.frame = Rect(0, 100, 393, 600)
nav.view.autoresizingMask = {"flexibleWidth", "flexibleHeight"}
nav:didMove(root)
clock.runUntilIdle()
local p = ViewController{name = "p", modalPresentationStyle = "overCurrentContext"}
nav.topViewController:present(p, false)
clock.runUntilIdle()
local sizes = {}
for _, o in ipairs{"landscapeLeft", "portrait"} do
  root:present(ViewController{name = "cover", modalPresentationStyle = "fullScreen"}, true)
  clock.runUntilIdle()
  device.orientation = o
  clock.runUntilIdle()
  root:dismiss(true)
  clock.runUntilIdle()
  local f = p.view:convert(p.view.bounds, {to = window})
  assert(f == nav.view:convert(nav.view.bounds, {to = window}), "p does not cover its context")
  sizes[#sizes + 1] = ("%dx%d %dx%d"):format(nav.view.frame.width, nav.view.frame.height, f.width, f.height)
end
print("placed " .. table.concat(sizes, " "))

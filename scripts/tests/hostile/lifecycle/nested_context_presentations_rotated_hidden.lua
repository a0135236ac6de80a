-- attack: a Current Context presentation over another over a tab (each defining the context of the next), the tab switched away, the device rotated (once, twice) while hidden, the tab switched back
-- expect: ok "^placed 852x323 852x323 393x769 393x769"
-- Each presented view covers the tab's content area where it is now (left98 laid the shown ones
-- out again); rev98b: the covered presentation's view, out of the window under the one over it,
-- kept its portrait frame, and the top one took it: 393×769 in an 852×323 content area.
local a, b = ViewController{name = "a"}, ViewController{name = "b"}
a.definesPresentationContext = true
local tabs = TabBarController{name = "tabs", viewControllers = {a, b}}
window.rootViewController = tabs
clock.runUntilIdle()
local sizes = {}
for _, turns in ipairs{{"landscapeLeft"}, {"landscapeLeft", "landscapeRight"}} do
  local p, q = ViewController{name = "p"}, ViewController{name = "q"}
  p.modalPresentationStyle = "currentContext"
  q.modalPresentationStyle = "currentContext"
  p.definesPresentationContext = true
  a:present(p, false)
  clock.runUntilIdle()
  p:present(q, false)
  clock.runUntilIdle()
  tabs.selectedIndex = 2
  clock.runUntilIdle()
  for _, o in ipairs(turns) do device.orientation = o; clock.runUntilIdle() end
  tabs.selectedIndex = 1
  clock.runUntilIdle()
  assert(q.view.window ~= nil, "q is not on screen")
  sizes[#sizes + 1] = ("%dx%d"):format(q.view.frame.width, q.view.frame.height)
  a:dismiss(false)
  device.orientation = "portrait"
  clock.runUntilIdle()
end
-- and the other way: presented in landscape, rotated back while hidden
device.orientation = "landscapeLeft"
clock.runUntilIdle()
local p, q = ViewController{name = "p"}, ViewController{name = "q"}
p.modalPresentationStyle = "currentContext"
q.modalPresentationStyle = "currentContext"
p.definesPresentationContext = true
a:present(p, false)
clock.runUntilIdle()
p:present(q, false)
clock.runUntilIdle()
tabs.selectedIndex = 2
clock.runUntilIdle()
device.orientation = "portrait"
clock.runUntilIdle()
tabs.selectedIndex = 1
clock.runUntilIdle()
sizes[#sizes + 1] = ("%dx%d"):format(q.view.frame.width, q.view.frame.height)
tabs.selectedIndex = 2
clock.runUntilIdle()
tabs.selectedIndex = 1
clock.runUntilIdle()
sizes[#sizes + 1] = ("%dx%d"):format(q.view.frame.width, q.view.frame.height)
print("placed " .. table.concat(sizes, " "))

-- attack: 10,000 controllers each presenting the next, then the root dismisses them all
-- expect: any ""
-- args: --time 2 --memory 256
local root = ViewController{}
window.rootViewController = root
local top = root
for i = 1, 10000 do
  local vc = ViewController{}
  top:present(vc, false)
  top = vc
end
clock.runUntilIdle()
root:dismiss(false)
clock.runUntilIdle()
print("dismissed", root.presentedViewController)

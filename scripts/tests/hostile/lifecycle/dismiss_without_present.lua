-- attack: dismiss with nothing presented does nothing (UIKit)
-- expect: ok "done"
local root = ViewController{}
window.rootViewController = root
root:dismiss(true, function() print("completion") end)
ViewController{}:dismiss(false)
clock.runUntilIdle()
print("done")

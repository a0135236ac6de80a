-- attack: device.profile set inside viewWillTransition (each profile change calls it again); the last profile wins
-- expect: ok "^2\tRect\(0, 0, 393, 852\)"
local profiles = {"iPad", "iPhone SE", "iPhone 15"}
local n = 0
local vc = ViewController{viewWillTransition = function()
  n = n + 1
  device.profile = profiles[n % 3 + 1]
end}
window.rootViewController = vc
device.profile = "iPad"
clock.runUntilIdle()
print(n, window.bounds)

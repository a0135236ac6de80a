-- attack: device.profile set inside viewWillTransition (each profile change would call it again); refused at its line
-- expect: error "cannot change device\.profile during a profile change"
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

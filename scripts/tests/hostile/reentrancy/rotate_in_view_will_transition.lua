-- attack: device.orientation set inside viewWillTransition
-- expect: any ""
local orientations = {"landscapeLeft", "portrait", "landscapeRight"}
local n = 0
local vc = ViewController{viewWillTransition = function()
  n = n + 1
  device.orientation = orientations[n % 3 + 1]
end}
window.rootViewController = vc
device.orientation = "landscapeLeft"
clock.runUntilIdle()
print(n, window.interfaceOrientation)

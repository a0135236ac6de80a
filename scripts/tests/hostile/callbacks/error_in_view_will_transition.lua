-- attack: viewWillTransition raises during a forced rotation
-- expect: error "rotation failed"
local vc = ViewController{viewWillTransition = function() error("rotation failed") end}
window.rootViewController = vc
device.orientation = "landscapeLeft"

-- attack: presenting a controller that is already presented
-- expect: error "already|active controller"
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

root:present(other, false)
clock.runUntilIdle()
root.presentedViewController:present(other, false)

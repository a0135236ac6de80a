-- attack: animationControllerForPresented raises
-- expect: error "delegate failed"
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

other.transitioningDelegate = {animationControllerForPresented = function() error("delegate failed") end}
root:present(other, true)
clock.runUntilIdle()

-- attack: an error in viewWillAppear during an animated present
-- expect: error "appear failed"
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

other.viewWillAppear = function() error("appear failed") end
root:present(other, true)
clock.runUntilIdle()

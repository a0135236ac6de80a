-- attack: an alongside block of the transition coordinator raises
-- expect: error "alongside failed"
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

other.viewWillAppear = function(self)
  self.transitionCoordinator:animate(function() error("alongside failed") end)
end
root:present(other, true)
clock.runUntilIdle()

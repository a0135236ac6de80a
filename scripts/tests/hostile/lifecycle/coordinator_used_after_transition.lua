-- attack: a transition coordinator kept and used after the transition
-- expect: any ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local kept
other.viewWillAppear = function(self) kept = self.transitionCoordinator end
root:present(other, true)
clock.runUntilIdle()
print(kept and kept:animate(function() end, function() print("late completion") end))
clock.runUntilIdle()

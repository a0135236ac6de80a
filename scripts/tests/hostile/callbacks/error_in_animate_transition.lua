-- attack: an error in animateTransition
-- expect: error "animator failed"
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local animator = {
  transitionDuration = function(self, ctx) return 0.3 end,
  animateTransition = function(self, ctx) error("animator failed") end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end,
                               animationControllerForDismissed = function() return animator end}

root:present(other, true)
clock.runUntilIdle()

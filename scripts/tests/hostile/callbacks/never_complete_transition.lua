-- attack: an animator that never calls completeTransition
-- expect: error "completeTransition"
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local animator = {
  transitionDuration = function(self, ctx) return 0.3 end,
  animateTransition = function(self, ctx)  end,
}
other.transitioningDelegate = {animationControllerForPresented = function() return animator end,
                               animationControllerForDismissed = function() return animator end}

root:present(other, true)

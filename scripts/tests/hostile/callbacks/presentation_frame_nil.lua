-- attack: a PresentationController whose frameOfPresentedViewInContainerView returns nil
-- expect: error ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

other.modalPresentationStyle = "custom"
other.transitioningDelegate = {
  presentationControllerForPresented = function(self, presented, presenting)
    return PresentationController{presentedViewController = presented, presentingViewController = presenting,
      frameOfPresentedViewInContainerView = function() return nil end}
  end,
}
root:present(other, true)
clock.runUntilIdle()

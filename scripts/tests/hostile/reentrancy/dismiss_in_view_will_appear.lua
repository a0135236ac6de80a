-- attack: dismiss called while the same controller is being presented
-- expect: any ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

other.viewWillAppear = function(self) self:dismiss(true) end
root:present(other, true)
clock.runUntilIdle()
print(root.presentedViewController)

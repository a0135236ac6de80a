-- attack: present called from the viewWillAppear of the controller being presented
-- expect: any ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

local third = ViewController{name = "third"}
other.viewWillAppear = function(self) self:present(third, true) end
root:present(other, true)
clock.runUntilIdle()
print(root.presentedViewController, other.presentedViewController)

-- attack: vc.view = nil while its presentation animates
-- expect: any ""
local root = ViewController{name = "root"}
window.rootViewController = root
local other = ViewController{name = "other"}

root:present(other, true)
clock.advance(0.1)
other.view = nil
root.view = nil
clock.runUntilIdle()
print(other.isViewLoaded)

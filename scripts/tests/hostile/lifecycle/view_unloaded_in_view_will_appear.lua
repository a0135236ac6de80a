-- attack: the presented controller unloads its own view in viewWillAppear of an animated present
-- expect: error "unloaded"
local root = ViewController{}
window.rootViewController = root
local vc = ViewController{viewWillAppear = function(self) self.view = nil end}
root:present(vc, true)
clock.step(60)

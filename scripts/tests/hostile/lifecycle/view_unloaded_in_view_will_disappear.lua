-- attack: the dismissed controller unloads its own view in viewWillDisappear of an animated dismiss
-- expect: error "unloaded"
local root = ViewController{}
window.rootViewController = root
local vc = ViewController{viewWillDisappear = function(self) self.view = nil end}
root:present(vc, false)
clock.step(1)
vc:dismiss(true)
clock.step(60)

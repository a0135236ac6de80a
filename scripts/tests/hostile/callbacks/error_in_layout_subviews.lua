-- attack: an error in layoutSubviews during a rotation
-- expect: error "layout failed"
local vc = ViewController{viewDidLoad = function(self)
  self.view.layoutSubviews = function() error("layout failed") end
end}
window.rootViewController = vc
device.orientation = "landscapeRight"
clock.runUntilIdle()

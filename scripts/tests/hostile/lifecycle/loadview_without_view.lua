-- attack: a loadView override that never sets self.view
-- expect: error ""
local vc = ViewController{loadView = function(self) end}
window.rootViewController = vc
print(vc.view)

-- attack: viewDidLoad loops
-- expect: error "limit exceeded"
local vc = ViewController{viewDidLoad = function() while true do end end}
window.rootViewController = vc

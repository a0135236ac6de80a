-- attack: a child's willMove pushes it on a navigation stack while addChild asks it (it was both the stack's and the container's)
-- expect: error "addChild: <ViewController: child> has a parent view controller <NavigationController: nav> and cannot become a child of <ViewController: box>"
local box = ViewController{name = "box"}
window.rootViewController = box
local nav = NavigationController{name = "nav", rootViewController = ViewController{name = "r"}}
local child = ViewController{name = "child", willMove = function(self, parent)
  if parent == box then nav:push(self, false) end
end}
box:addChild(child)

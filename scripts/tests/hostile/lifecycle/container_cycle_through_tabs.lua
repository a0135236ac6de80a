-- attack: a container made a tab of the tab bar controller it holds (a cycle of parents)
-- expect: error "viewControllers: <ViewController: box> is an ancestor of <TabBarController: tabs>; the hierarchy would be a cycle"
local box = ViewController{name = "box"}
local tabs = TabBarController{name = "tabs"}
box:addChild(tabs)
tabs.viewControllers = {box}
box:addChild(ViewController{})              -- the walk up that never ended

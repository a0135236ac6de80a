-- attack: 100,000 pushes onto a navigation controller, then popToRoot
-- expect: any ""
-- args: --time 2 --memory 256
local nav = NavigationController{rootViewController = ViewController{}}
window.rootViewController = nav
for i = 1, 100000 do nav:push(ViewController{}, false) end
local popped = nav:popToRoot(false)
print(#popped)

-- attack: a popover's source view removed from the window (and released) while it shows, then rotations
-- expect: ok "^kept Rect\(470, 87, 300, 400\) down; Rect\(470, 553, 300, 400\) up; dismissed nil$"
-- UIKit lets a script remove the source view; a rotation used to fail "not in the window"
-- half way, leaving the popover's view stretched over the whole screen.
device.profile = "iPad"
local page = ViewController{name = "page"}
window.rootViewController = page
local button = View{name = "button", frame = Rect(600, 500, 40, 40)}
page.view:addSubview(button)
local menu = ViewController{name = "menu", modalPresentationStyle = "popover"}
menu.preferredContentSize = Size(300, 400)
local popover = menu.popoverPresentationController
popover.sourceView = button
page:present(menu, false)
button:removeFromSuperview()
button = nil
collectgarbage()
collectgarbage()
device.orientation = "landscapeRight"
clock.runUntilIdle()
local landscape = string.format("%s %s", menu.view.frame, popover.arrowDirection)
device.orientation = "portrait"
clock.runUntilIdle()
local portrait = string.format("%s %s", menu.view.frame, popover.arrowDirection)
window:tap(50, 50)
clock.runUntilIdle()
print(string.format("kept %s; %s; dismissed %s", landscape, portrait, page.presentedViewController))

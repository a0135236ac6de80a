-- attack: a popover's permittedArrowDirections given as a set ({up = true}, Swift's [.up] misread);
-- it read as none, and the popover lost its arrow without a word (left101)
-- expect: error "permittedArrowDirections must be a list of directions .*not a table with the key 'up'"
device.profile = "iPad"
local page = ViewController{}
window.rootViewController = page
clock.advance(0)
local menu = ViewController{}
menu.modalPresentationStyle = "popover"
local popover = menu.popoverPresentationController
popover.sourceView = page.view
popover.permittedArrowDirections = {up = true}
page:present(menu, false)

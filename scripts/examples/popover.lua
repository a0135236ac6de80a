-- popover.lua — an iPad popover (UIKit's popover in regular width): a toolbar's button
-- presents a menu as a popover anchored to it. The arrow points up at the button (the menu is
-- below it, 13 points down for the arrow), the page stays undimmed, and a tap outside fades
-- the menu away; the delegate hears of it. docs/popover.md has the rules and numbers.
--
--   transit run popover                 where the menu goes, and the delegate's log
--   require "examples.popover"           the scene's constructor (the spec's use)

-- The scene: the page with its toolbar and button, and the menu whose delegate logs.
local function PopoverScene()
  local page = ViewController{name = "page", viewDidLoad = function(self)
    self.view.name = "page"
    self.view.backgroundColor = Color.white
    local toolbar = View{name = "toolbar", frame = Rect(0, 24, screen.bounds.width, 50),
                         backgroundColor = Color.hex("#F2F2F7")}
    self.view:addSubview(toolbar)
    toolbar:addSubview(View{name = "button", frame = Rect(680, 7, 120, 36), backgroundColor = Color.hex("#007AFF")})
  end}
  local menu = ViewController{name = "menu", modalPresentationStyle = "popover", viewDidLoad = function(self)
    self.view.name = "menu"
    self.view.backgroundColor = Color.hex("#E5E5EA")
    self.view.cornerRadius = 13
  end}
  menu.preferredContentSize = Size(320, 400)
  local popover = menu.popoverPresentationController
  popover.permittedArrowDirections = {"up", "down"}
  popover.delegate = {
    log = {},
    presentationControllerShouldDismiss = function(self) self.log[#self.log + 1] = "should"; return true end,
    presentationControllerDidDismiss = function(self) self.log[#self.log + 1] = "did" end,
  }
  return page, menu
end

if ... == "examples.popover" then return PopoverScene end

device.profile = "iPad"
local page, menu = PopoverScene()
window.rootViewController = page
local button = page.view:find("button")
menu.popoverPresentationController.sourceView = button
button:addGestureRecognizer(TapGestureRecognizer{action = function() page:present(menu, true) end})
window:tap(740, 49)
clock.advance(0.25)
local popover = menu.popoverPresentationController
print(("the menu at %s, arrow %s"):format(menu.view.frame, popover.arrowDirection))
window:tap(200, 800)
clock.advance(0.25)
print(("after a tap outside: presented %s, delegate %s"):format(tostring(page.presentedViewController),
                                                                 table.concat(popover.delegate.log, ", ")))

-- sheet_detents.lua — a half-height sheet (UIKit since iOS 15): a list presents its details
-- as a page sheet with a medium and a large detent and a grabber. A drag up goes large (the
-- list is pushed back behind it), a flick down comes back to medium: on release the
-- velocity decides the detent, as UIKit. docs/sheets.md has the rules and numbers.
--
--   transit run sheet_detents                 the timeline and where the sheet rests
--   require "examples.sheet_detents"           the scene's constructor (the spec's use)

-- The scene: the list, and the details sheet whose delegate logs the detents it rests at.
local function SheetScene()
  local list = ViewController{name = "list", viewDidLoad = function(self)
    self.view.name = "list"
    self.view.backgroundColor = Color.white
  end}
  local details = ViewController{name = "details", modalPresentationStyle = "pageSheet", viewDidLoad = function(self)
    self.view.name = "details"
    self.view.backgroundColor = Color.hex("#F2F2F7")
  end}
  local sheet = details.sheetPresentationController
  sheet.detents = {"medium", "large"}
  sheet.prefersGrabberVisible = true
  sheet.delegate = {
    log = {},
    sheetPresentationControllerDidChangeSelectedDetentIdentifier = function(self, s)
      self.log[#self.log + 1] = s.selectedDetentIdentifier
    end,
  }
  return list, details
end

if ... == "examples.sheet_detents" then return SheetScene end

local list, details = SheetScene()
window.backgroundColor = Color.black        -- iOS's black behind the pushed-back card
window.rootViewController = list
list:present(details, true)
clock.advance(0.5)
local sheet = details.sheetPresentationController
print(("rests at %s: %s"):format(sheet.selectedDetentIdentifier or "the smallest detent", details.view.frame))

local x = screen.bounds.width / 2
window:pan{from = Point(x, 600), to = Point(x, 300), duration = 0.25}     -- a drag up
clock.advance(0.75)
print(("dragged up: %s, list pushed back to %s"):format(sheet.selectedDetentIdentifier, list.view.frame))

window:pan{from = Point(x, 300), to = Point(x, 380), duration = 0.1}      -- a short flick down
clock.advance(0.6)
print(("flicked down: %s: %s"):format(sheet.selectedDetentIdentifier, details.view.frame))
print("the delegate heard: " .. table.concat(sheet.delegate.log, ", "))

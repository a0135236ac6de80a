-- attack: a sheet presented over a card while the finger still drags it
-- expect: ok "^settled large top 59 after dismiss top 69 identity$"
-- The drag goes on and the card settles large; the sheet over it pushed it back from its
-- frame in mid-drag and kept that push-back: the card ended at top -168, off the screen.
local root = ViewController{name = "root"}
window.rootViewController = root
local card = ViewController{name = "card", modalPresentationStyle = "pageSheet"}
local sheet = card.sheetPresentationController
sheet.detents = {"medium", "large"}
root:present(card, false)
window:pan{from = Point(196, 600), to = Point(196, 300), duration = 0.5}
clock.advance(0.2)
local top = ViewController{name = "top", modalPresentationStyle = "pageSheet"}
card:present(top, true)
clock.runUntilIdle()
local settled = string.format("settled %s top %.0f", sheet.selectedDetentIdentifier, card.view.frame.y)
top:dismiss(false)
print(string.format("%s after dismiss top %.0f %s", settled, card.view.frame.y,
  card.view.transform == Transform.identity and "identity" or tostring(card.view.transform)))

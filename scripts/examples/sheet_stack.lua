-- sheet_stack.lua — a stack of two page sheets (UIKit since iOS 13): the inbox presents a
-- message as a sheet, the message presents a reply as a sheet over it. Each sheet pushes the
-- card under it back (scaled, rounded, its top at the safe area's); dismissing the reply
-- brings the message forward again; dismissing from the inbox takes both. docs/sheets.md.
--
--   transit run sheet_stack                   the timeline and each card's frame
--   require "examples.sheet_stack"             the scene's constructor (the spec's use)

local function Card(name, color)
  return ViewController{name = name, modalPresentationStyle = "pageSheet", viewDidLoad = function(self)
    self.view.name = name
    self.view.backgroundColor = color
  end}
end

-- The inbox (the root), the message, and the reply.
local function StackScene()
  local inbox = ViewController{name = "inbox", viewDidLoad = function(self)
    self.view.name = "inbox"
    self.view.backgroundColor = Color.white
  end}
  return inbox, Card("message", Color.hex("#E5E5EA")), Card("reply", Color.hex("#D1D1D6"))
end

if ... == "examples.sheet_stack" then return StackScene end

local inbox, message, reply = StackScene()
window.backgroundColor = Color.black        -- iOS's black behind the pushed-back card
window.rootViewController = inbox
inbox:present(message, true, function()
  message:present(reply, true)
end)
clock.advance(1)
for _, vc in ipairs{inbox, message, reply} do print(("%-8s %s"):format(vc.name, vc.view.frame)) end
reply:dismiss(true)
clock.advance(0.5)
print(("reply dismissed: message %s"):format(message.view.frame))
inbox:dismiss(true)
clock.advance(0.5)
print(("all dismissed: inbox %s"):format(inbox.view.frame))

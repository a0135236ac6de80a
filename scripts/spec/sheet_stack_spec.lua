-- sheet_stack_spec.lua — examples/sheet_stack.lua: two page sheets stacked on an iPhone 15,
-- against docs/sheets.md's rules computed here by hand: a card's top 10 below the safe area
-- (59); each card under a sheet scaled about its center so that its sides move in by 16 and
-- its top sits at 59, rounded by 10; nothing pushed back any more once the sheets are gone;
-- no appearance calls for the controllers that stay under a sheet.
local StackScene = require "examples.sheet_stack"

local safeTop = 59

describe("a stack of two page sheets", function()
  local W, H, inbox, message, reply, calls

  before_each(function()
    W, H = screen.bounds.width, screen.bounds.height
    inbox, message, reply = StackScene()
    calls = {}
    for _, vc in ipairs{inbox, message} do
      for _, name in ipairs{"viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"} do
        vc[name] = function(self) calls[#calls + 1] = self.name .. "." .. name end
      end
    end
    window.rootViewController = inbox
    calls = {}
  end)

  -- A view whose untransformed frame is `rest`, pushed back.
  local function pushedBack(rest)
    local s = (rest.width - 32) / rest.width
    return Rect(rest.midX - rest.width * s / 2, safeTop, rest.width * s, rest.height * s)
  end
  local function expectFrame(actual, expected)
    for _, k in ipairs{"x", "y", "width", "height"} do expect(actual[k]):toBeCloseTo(expected[k], 1e-9) end
  end

  it("pushes each card back under the next", function()
    inbox:present(message, true, function() message:present(reply, true) end)
    clock.advance(0.5)
    expectFrame(inbox.view.frame, pushedBack(Rect(0, 0, W, H)))
    clock.advance(0.25)
    -- half-way through the reply's slide (ease-in-ease-out is ½ at ½), the message is half back
    local s = 1 + ((W - 32) / W - 1) * 0.5
    expect(message.view.presentation.transform.a):toBeCloseTo(s, 1e-9)
    clock.advance(0.25)
    local card = Rect(0, safeTop + 10, W, H - safeTop - 10)
    expect(reply.view.frame):toEqual(card)
    expectFrame(message.view.frame, pushedBack(card))
    expect(message.view.cornerRadius):toBe(10)
    expect(#window.subviews):toBe(3)                          -- the inbox and two containers
    -- the message appears; neither presenter is told it disappears: both stay on screen
    expect(calls):toEqual({"message.viewWillAppear", "message.viewDidAppear"})
  end)

  it("brings the message forward when the reply goes, and the inbox when both go", function()
    inbox:present(message, false)
    message:present(reply, false)
    reply:dismiss(true)
    clock.advance(0.5)
    expect(message.view.frame):toEqual(Rect(0, safeTop + 10, W, H - safeTop - 10))
    expect(message.view.transform):toEqual(Transform.identity)
    expectFrame(inbox.view.frame, pushedBack(Rect(0, 0, W, H)))
    message:present(reply, false)
    inbox:dismiss(true)
    clock.advance(0.5)
    expect(inbox.presentedViewController):toBe(nil)
    expect(inbox.view.frame):toEqual(Rect(0, 0, W, H))
    expect(inbox.view.cornerRadius):toBe(0)
    expect(message.view.transform):toEqual(Transform.identity)
    expect(#window.subviews):toBe(1)
    -- the message's own calls only: the inbox stayed on screen throughout
    expect(calls):toEqual({"message.viewWillAppear", "message.viewDidAppear",
                           "message.viewWillDisappear", "message.viewDidDisappear"})
  end)

  it("resolves automatic to a form sheet (iOS 18; a page sheet's card in compact width), while fullScreen stays the default", function()
    local plain = ViewController{name = "plain"}
    expect(plain.modalPresentationStyle):toBe("fullScreen")
    expect(plain.sheetPresentationController):toBe(nil)
    plain.modalPresentationStyle = "automatic"
    expect(plain.sheetPresentationController):toBe(plain.presentationController)
    inbox:present(plain, false)
    expect(plain.view.frame):toEqual(Rect(0, safeTop + 10, W, H - safeTop - 10))
  end)

  it("pushes back a card presented over while the finger still drags it, where the card settles", function()
    -- The message at medium (top 426) is flicked up; 0.2 s into the drag the reply comes over
    -- it. The drag goes on and the message settles large (top 69): under the reply its top is
    -- at the safe area's top, as when it rests there first. It used to keep the push-back
    -- worked out in mid-drag and end with its top at -168.
    message.sheetPresentationController.detents = {"medium", "large"}
    inbox:present(message, false)
    window:pan{from = Point(196, 600), to = Point(196, 300), duration = 0.5}
    clock.advance(0.2)
    message:present(reply, true)
    clock.advance(2)
    expect(message.sheetPresentationController.selectedDetentIdentifier):toBe("large")
    expectFrame(message.view.frame, pushedBack(Rect(0, safeTop + 10, W, H - safeTop - 10)))
    expectFrame(message.view.presentation.frame, pushedBack(Rect(0, safeTop + 10, W, H - safeTop - 10)))
    reply:dismiss(false)
    expect(message.view.frame):toEqual(Rect(0, safeTop + 10, W, H - safeTop - 10))
    expect(message.view.transform):toEqual(Transform.identity)
  end)
end)

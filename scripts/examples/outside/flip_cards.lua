-- flip_cards.lua — iCoder86/ViewTransition ported to Transit: two cards, red and blue, one
-- over the other in a card holder; a tap on the card that shows flips the holder to the other
-- with UIView.transition(from:to:duration:options:) over 0.3 s, from the right and from the
-- left in turn, showing and hiding the cards (.showHideTransitionViews). A module;
-- scripts/spec/outside/flip_cards_spec.lua taps it and pins the turning holder's frames.
--
-- Source: https://github.com/iCoder86/ViewTransition, TransitionOnView/TransitionOnView/
-- ViewController.swift and Base.lproj/Main.storyboard at 6c7a46a (2017-09-29), © 2017 Mehul
-- (the repository states no licence; the port is written from reading it, not copied). One
-- Lua line for each Swift line where the contract allows; where it does not, the comment says
-- so. Not ported: the storyboard's buttons (a `UIButton` filling each card, its
-- `touchUpInside` sending `switchAction:`: a tap recognizer on each card stands in, and the
-- hidden card takes no touches, as the hidden button); the labels' 40-point system font
-- (`fontSize`); `didReceiveMemoryWarning` (no memory warnings). The storyboard's frames are
-- laid out for a 375 × 667 screen with flexible widths and heights: here they are resolved
-- for the default iPhone 15 (393 × 852), the holder 18 and 185 points larger.
local M = {}

-- the storyboard's scene: a white card holder at (20, 40) and, filling it, the red card under
-- the blue one, each with a centred label
local function card(name, color, text, target)
  local v = View{name = name, frame = Rect(0, 0, 353, 792), backgroundColor = color}
  v:addSubview(Label{name = name .. "Label", frame = Rect(8, 165, 337, 266), text = text,
                     fontSize = 40, textAlignment = "center"})
  v:addGestureRecognizer(TapGestureRecognizer(target, "switchAction"))   -- the button's touchUpInside
  return v
end

function M.ViewController()
  local vc = ViewController{name = "cards"}

  vc.redCard = nil    -- @IBOutlet weak var redCard: UIView!
  vc.blueCard = nil   -- @IBOutlet weak var blueCard: UIView!
  vc.isFliped = true

  function vc:viewDidLoad()
    -- the storyboard's views, which the outlets hold
    self.view.backgroundColor = Color.white
    local holder = View{name = "holder", frame = Rect(20, 40, 353, 792), backgroundColor = Color.white}
    self.redCard = card("redCard", Color(1, 0, 0), "I am Red", self)
    self.blueCard = card("blueCard", Color(0, 0.47843137250000001, 1), "I am Blue", self)
    holder:addSubview(self.redCard)
    holder:addSubview(self.blueCard)
    self.view:addSubview(holder)
  end

  function vc:switchAction(sender)
    self.isFliped = not self.isFliped

    local fromView = (self.isFliped) and self.redCard or self.blueCard
    local toView = (self.isFliped) and self.blueCard or self.redCard

    View.transition(fromView, toView, 0.3,
                    {(self.isFliped) and "transitionFlipFromLeft" or "transitionFlipFromRight", "showHideTransitionViews"})

  end

  return vc
end

return M

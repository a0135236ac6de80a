-- joker_flip.lua — vsevaq/UIViewTransitions ported to Transit: a playing card's face (the
-- joker) under its back, in a card view centred on a yellow screen; a tap flips the card
-- view from the left to the other side with UIView.transition(from:to:duration:options:)
-- over 0.5 s on ease-out ([.curveEaseOut, .transitionFlipFromLeft,
-- .showHideTransitionViews]). A module; scripts/spec/outside/joker_flip_spec.lua taps it and
-- pins the turning card view's frames.
--
-- Source: https://github.com/vsevaq/UIViewTransitions, UIViewTransitions/ViewController.swift
-- and Base.lproj/Main.storyboard at 742690d (2020-08-20), © 2020 Vsevolod Honcharenko (the
-- repository states no licence; the port is written from reading it, not copied). One Lua
-- line for each Swift line where the contract allows; where it does not, the comment says so.
-- Not ported: the images (`UIImageView`s with "Joker" and "BackSide", `clipsToBounds`: plain
-- views stand in, coloured); the `UIButton` over them (a tap recognizer on the card view
-- stands in: the button covers the faces, at the same frame). The card view is 340 × 490,
-- centred by its constraints: on the default iPhone 15 (393 × 852) at (26.5, 181).
local M = {}

function M.ViewController()
  local vc = ViewController{name = "joker"}

  vc.jokerView = nil   -- @IBOutlet weak var jokerView: UIImageView!
  vc.backView = nil    -- @IBOutlet weak var backView: UIImageView!

  vc.isFlipped = false

  function vc:viewDidLoad()
    -- the storyboard's views: the card view, the joker under the back, each 20 points in
    self.view.backgroundColor = Color(1, 0.9782684280654812, 0.53399975020685475)
    local card = View{name = "card", frame = Rect(26.5, 181, 340, 490)}
    self.jokerView = View{name = "joker", frame = Rect(20, 20, 300, 450), backgroundColor = Color.red, clipsToBounds = true}
    self.backView = View{name = "back", frame = Rect(20, 20, 300, 450), backgroundColor = Color.blue, clipsToBounds = true}
    card:addSubview(self.jokerView)
    card:addSubview(self.backView)
    card:addGestureRecognizer(TapGestureRecognizer(self, "flipOver"))   -- the button's touchUpInside
    self.view:addSubview(card)
  end

  function vc:flipOver(sender)

    self.isFlipped = not self.isFlipped
    local fromView = self.isFlipped and self.backView or self.jokerView
    local toView = self.isFlipped and self.jokerView or self.backView

    View.transition(fromView, toView, 0.5, {"curveEaseOut", "transitionFlipFromLeft", "showHideTransitionViews"})
  end

  return vc
end

return M

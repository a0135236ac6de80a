-- yugioh_flip.lua — echitey/iOS-ViewTransition ported to Transit: a card's two faces, one
-- over the other in a card view under a logo; a tap on the card flips it from the top to the
-- other face with UIView.transition(from:to:duration:options:) over 0.5 s
-- (.transitionFlipFromTop, .showHideTransitionViews). A module;
-- scripts/spec/outside/yugioh_flip_spec.lua taps it and pins the turning card's frames.
--
-- Source: https://github.com/echitey/iOS-ViewTransition, ViewTransition/ViewController.swift
-- at f51d7ed and Base.lproj/Main.storyboard at f0238ec (2017-05-02), © 2017 Echitey (the
-- repository states no licence; the port is written from reading it, not copied). One Lua
-- line for each Swift line where the contract allows; where it does not, the comment says so.
-- Not ported: the images (`UIImageView`s with "front", "back" and "yugilogo": plain views
-- stand in, coloured); the clear `UIButton` laid over the faces (a tap recognizer on the card
-- view stands in: the button fills it and turns with it); the card view's `cornerRadius`
-- runtime attribute (a key path `UIView` does not have: it sets nothing). The storyboard's
-- constraints are resolved for the default iPhone 15 (393 × 852, its top safe-area inset 59
-- and bottom 34 standing in for the layout guides): the logo 8 below the top guide and 90
-- high, the card 8 below it, 10 from the sides and 10 above the bottom guide.
local M = {}

function M.ViewController()
  local vc = ViewController{name = "yugioh"}

  vc.cardBack = nil    -- @IBOutlet weak var cardBack: UIImageView!
  vc.cardFront = nil   -- @IBOutlet weak var cardFront: UIImageView!
  vc.flipped = false

  function vc:viewDidLoad()
    -- the storyboard's views: a black screen, the logo, the card view holding the front face
    -- under the back one
    self.view.backgroundColor = Color.black
    self.view:addSubview(View{name = "logo", frame = Rect(53, 67, 287, 90)})
    local card = View{name = "card", frame = Rect(10, 165, 373, 643), backgroundColor = Color.clear}
    self.cardFront = View{name = "cardFront", frame = Rect(0, 0, 373, 643), backgroundColor = Color.orange}
    self.cardBack = View{name = "cardBack", frame = Rect(0, 0, 373, 643), backgroundColor = Color.brown}
    card:addSubview(self.cardFront)
    card:addSubview(self.cardBack)
    card:addGestureRecognizer(TapGestureRecognizer(self, "flipCard"))   -- the button's touchUpInside
    self.view:addSubview(card)
  end

  function vc:flipCard(_sender)

    self.flipped = not self.flipped

    local fromView = self.flipped and self.cardBack or self.cardFront
    local toView =  self.flipped and self.cardFront or self.cardBack

    View.transition(fromView, toView, 0.5, {"transitionFlipFromTop", "showHideTransitionViews"})
  end

  return vc
end

return M

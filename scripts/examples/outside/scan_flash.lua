-- scan_flash.lua — twgeolo/ScanFlash's flashcard screen ported to Transit: a card view at
-- (20, 20) holding the card's back; a tap flips it over 1 s with
-- UIView.transitionFromView(_:toView:duration:options:completion:), the back replaced by the
-- front from the right, then the front by the back from the left — removed and added, not
-- hidden and shown (no .showHideTransitionViews). A module;
-- scripts/spec/outside/scan_flash_spec.lua taps it and pins the hierarchy and the frames.
--
-- Source: https://github.com/twgeolo/ScanFlash, Flashcard/FlashcardViewController.swift at
-- 5ac2708 (2014-10, Boilermake Fall 2014; Swift 1: `transitionFromView`, `CGRectMake`,
-- `Selector("tapped")`), © 2014 wellxchen (the repository states no licence; the port is
-- written from reading it, not copied). One Lua line for each Swift line where the contract
-- allows; where it does not, the comment says so. Not ported: the images — "front.png" and
-- "back.png" are not in the repository, so `back.image!.size` has no size to give (the app
-- would stop there): two plain views of a stand-in 300 × 200, coloured, take their place;
-- `numberOfTapsRequired = 1` (a tap recognizer's default, and Transit's only count).
local M = {}

local cardSize = {width = 300, height = 200}   -- stands in for back.image!.size

function M.FlashcardViewController()
  local vc = ViewController{name = "flashcard"}

  vc.cardView = nil   -- var cardView: UIView!
  vc.back = nil       -- var back: UIImageView!
  vc.front = nil      -- var front: UIImageView!

  vc.showingBack = true


  function vc:viewDidLoad()

    self.front = View{name = "front", frame = Rect(0, 0, cardSize.width, cardSize.height), backgroundColor = Color.white}
    self.back = View{name = "back", frame = Rect(0, 0, cardSize.width, cardSize.height), backgroundColor = Color.purple}

    local singleTap = TapGestureRecognizer(self, "tapped")
    -- not ported: singleTap.numberOfTapsRequired = 1 (the default)

    local rect = Rect(20, 20, cardSize.width, cardSize.height)
    self.cardView = View{name = "cardView", frame = rect}
    self.cardView:addGestureRecognizer(singleTap)
    self.cardView.isUserInteractionEnabled = true
    self.cardView:addSubview(self.back)

    self.view:addSubview(self.cardView)
  end


  function vc:tapped()
    if (self.showingBack) then
      View.transition(self.back, self.front, 1, "transitionFlipFromRight", nil)
      self.showingBack = false
    else
      View.transition(self.front, self.back, 1, "transitionFlipFromLeft", nil)
      self.showingBack = true
    end

  end

  return vc
end

return M

-- bubble.lua — BubbleTransition's demo app ported to Transit (bubble_transition.lua has the
-- animator): a round red button at the bottom of a white screen presents a red screen that
-- grows out of it; the red screen's white close button shrinks it back into the button. The
-- demo's swipe down (BubbleInteractiveTransition) is attached but not played: its first
-- update() comes while the dismissal runs by itself, which Transit refuses (task port91's
-- report).
--
-- Source: https://github.com/andreamazz/BubbleTransition, Demo/Demo/ViewController.swift,
-- ModalViewController.swift and Main.storyboard (its frames, colours, the modal segue) at
-- f1cab1f, © 2015 Andrea Mazzini, MIT licence.
--
--   transit run outside.bubble
--   transit run outside.bubble --trace 'bubble,modal'
local Bubble = require "examples.outside.bubble_transition"

device.profile = "iPhone SE"                  -- the storyboard's 375 × 667
local red = Color(0.67013078927993774, 0.23535835742950439, 0.25085872411727905)

-- ModalViewController: the storyboard's scene, its close button an outlet
local function ModalViewController()
  return ViewController{
    name = "modal",
    viewDidLoad = function(self)
      self.view.name = "modal"
      self.view.backgroundColor = red
      self.view:addSubview(Label{text = "Hello!", frame = Rect(119, 100, 137, 69), textColor = Color.white})
      self.closeButton = View{name = "close", frame = Rect(157.5, 587, 60, 60), backgroundColor = Color.white}
      self.closeButton.layer.cornerRadius = 30
      self.view:addSubview(self.closeButton)
      -- @IBAction closeAction, connected to touchUpInside
      self.closeButton:addGestureRecognizer(TapGestureRecognizer(function() self:closeAction() end))
      self.closeButton.transform = Transform.rotation(math.pi / 4)
    end,
    closeAction = function(self)
      self:dismiss(true, nil)
      -- not ported: the demo then calls interactiveTransition?.finish() ("to avoid having the
      -- animation stuck"); Transit refuses finish() on a transition running by itself
      -- (wantsInteractiveStart = false) with an error, where UIKit's demo goes on
    end,
    viewDidAppear = function(self) print(("modal shown at %.2f s"):format(clock.now)) end,
    viewDidDisappear = function(self) print(("modal gone at %.2f s"):format(clock.now)) end,
  }
end

-- ViewController: the first scene, and the transitioning delegate of the modal one
local function FirstViewController()
  local vc = ViewController{
    name = "first",
    viewDidLoad = function(self)
      self.view.name = "first"
      self.view.backgroundColor = Color.white
      self.transitionButton = View{name = "button", frame = Rect(157.5, 587, 60, 60), backgroundColor = red}
      self.transitionButton.layer.cornerRadius = 30
      self.view:addSubview(self.transitionButton)
      self.transitionButton:addGestureRecognizer(TapGestureRecognizer(function()
        self:performSegue("modal", self.transitionButton)
      end))
    end,
  }
  vc.transition = Bubble.BubbleTransition.new()
  vc.interactiveTransition = Bubble.BubbleInteractiveTransition.new()

  function vc:prepareForSegue(segue, sender)
    local controller = segue.destination
    controller.transitioningDelegate = self
    controller.modalPresentationStyle = "custom"
    controller.interactiveTransition = self.interactiveTransition
    self.interactiveTransition:attach(controller)
  end

  -- MARK: UIViewControllerTransitioningDelegate (the controller is its own delegate)

  function vc:animationControllerForPresented(presented, presenting, source)
    self.transition.transitionMode = "present"
    self.transition.startingPoint = self.transitionButton.center
    self.transition.bubbleColor = self.transitionButton.backgroundColor
    return self.transition
  end

  function vc:animationControllerForDismissed(dismissed)
    self.transition.transitionMode = "dismiss"
    self.transition.startingPoint = self.transitionButton.center
    self.transition.bubbleColor = self.transitionButton.backgroundColor
    return self.transition
  end

  function vc:interactionControllerForDismissal(animator)
    return self.interactiveTransition
  end
  return vc
end

storyboard.scene("first", FirstViewController)
storyboard.scene("modal", ModalViewController)
-- The storyboard's segue: kind "modal", Interface Builder's default "Animates"
storyboard.segue{from = "first", to = "modal", identifier = "modal"}

local first = storyboard.instantiate("first")
window.rootViewController = first

window:tap(187.5, 617)                        -- the red button: the bubble grows
clock.advance(1)
window:tap(187.5, 617)                        -- the close button: it shrinks back
clock.advance(1)

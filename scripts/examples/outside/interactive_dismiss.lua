-- interactive_dismiss.lua — braginets/InteractiveDismiss ported to Transit: a modal presented
-- over the current context (cover vertical) that a downward pan drags off the screen. The pan's
-- `began` makes a 0.3 s ease-out property animator that moves the view down by its height,
-- starts it and pauses it at once; each `changed` scrubs it to translation / height; lifted
-- past 30 % it runs on to the end and the modal is dismissed without animation, short of that
-- it is reversed and runs back. A module; scripts/spec/outside/interactive_dismiss_spec.lua
-- runs it and pins the modal's transforms.
--
-- Source: https://github.com/braginets/InteractiveDismiss, TestTransitions/
-- InteractiveDismissing.swift, ModalViewController.swift and ViewController.swift at af06a1e
-- (2019-11-07; the Swift last changed in d1fe865, 2019-05-12), © 2019 Eugene Braginets (the
-- repository states no licence; the port is written from reading it, not copied). One Lua line
-- for each Swift line where the contract allows; where it does not, the comment says so. Not
-- ported: the `InteractiveDismissing` protocol extension (a function of the controller: Lua
-- has no protocol extensions, and the controller keeps the `animator` field the protocol asks
-- for); the buttons' titles and colours (Transit has no buttons: a 300 × 50 and a 50 × 50
-- `View` with a tap recognizer, centred as the Swift centres them, stand in, and a tap stands
-- in for `.touchDown`).
local M = {}

-- InteractiveDismissing.swift: `dismissInteractively(with:onCompletion:)`, the protocol
-- extension's method, on any controller that keeps an `animator` field
function M.dismissInteractively(self, sender, completion)

  local view = sender.view
  if not view then return end
  local threshold = 0.3

  local translation = sender:translation(view)
  local progress = translation.y / view.bounds.height

  local state = sender.state
  if state == "began" then
    self.animator = PropertyAnimator{duration = 0.3, curve = "easeOut", animations = function()
      view.transform = Transform.identity:translated(0, view.bounds.height)
    end}
    self.animator:startAnimation()
    self.animator:pauseAnimation()
    self.animator:addCompletion(function(position)

      if position == "start" then
        view.transform = Transform.identity
      elseif position == "end" then
        if completion then completion() end
      end
    end)

  elseif state == "changed" then
    if self.animator then self.animator.fractionComplete = progress end

  elseif state == "ended" then

    -- Swift's `if let complete = animator?.fractionComplete, complete < threshold`
    if self.animator and self.animator.fractionComplete < threshold then
      self.animator.isReversed = true
    end
    if self.animator then self.animator:startAnimation() end

  elseif state == "cancelled" or state == "failed" then
    if self.animator then
      self.animator.isReversed = true
      self.animator:startAnimation()
    end
  end
end

-- ModalViewController.swift
function M.ModalViewController()
  local vc = ViewController{name = "modal"}
  vc.animator = nil   -- var animator: UIViewPropertyAnimator?

  function vc:viewDidLoad()

    self.view.backgroundColor = Color.lightGray

    local btn = View{name = "dragButton", frame = Rect(0, 0, 300, 50)}
    btn:addGestureRecognizer(TapGestureRecognizer(self, "closeModalView"))   -- for: .touchDown
    -- not ported: btn.setTitle("Drag down to dismiss", for: .normal)

    self.view:addSubview(btn)
    btn.center = self.view.center


    local panGesture = PanGestureRecognizer(self, "didTrackPanGesture")
    self.view:addGestureRecognizer(panGesture
    )

    -- Do any additional setup after loading the view.
  end


  function vc:closeModalView()
    self:dismiss(true, nil)
  end

  function vc:didTrackPanGesture(sender)

    M.dismissInteractively(self, sender, function()
      self:dismiss(false, nil)
    end)

  end

  return vc
end

-- ViewController.swift: the root
function M.ViewController()
  local vc = ViewController{name = "root"}

  function vc:viewDidLoad()

    local btn = View{name = "openButton", frame = Rect(0, 0, 50, 50)}
    btn:addGestureRecognizer(TapGestureRecognizer(self, "openModalView"))   -- for: .touchDown
    -- not ported: the title "OPEN" and its colour
    self.view:addSubview(btn)
    btn.center = self.view.center
    -- Do any additional setup after loading the view.
  end


  function vc:openModalView()
    local modal = M.ModalViewController()
    modal.modalTransitionStyle = "coverVertical"
    modal.modalPresentationStyle = "overCurrentContext"
    self:present(modal, true, nil)
  end

  return vc
end

return M

-- rotation_layout.lua — seed 002's ViewRotationViewController, line by line: three labels
-- (①②③) re-parented between portrait containers (one column) and landscape containers
-- (one large on the left, two stacked on the right), each filled edge to edge with
-- addSubviewFill; the portrait and landscape groups hidden and shown. setScreen runs in
-- viewDidLoad and, on rotation, inside viewWillTransition through coordinator.animate, so
-- the re-parenting animates with the rotation.
--
--   transit run rotation_layout        each label's container and frame in both orientations
--   require "examples.rotation_layout" the controller's constructor (the spec's use)

-- The storyboard's containers: the groups fill the view; each group lays its containers out
-- in its layoutSubviews function (the storyboard's proportional constraints).
local function column(v)                     -- portrait: three equal rows
  local b, s = v.bounds, v.subviews
  for i = 1, 3 do s[i].frame = Rect(0, (i - 1) * b.height / 3, b.width, b.height / 3) end
end

local function largeLeft(v)                  -- landscape: ① two thirds wide, ② and ③ stacked
  local b, s = v.bounds, v.subviews
  s[1].frame = Rect(0, 0, b.width * 2 / 3, b.height)
  s[2].frame = Rect(b.width * 2 / 3, 0, b.width / 3, b.height / 2)
  s[3].frame = Rect(b.width * 2 / 3, b.height / 2, b.width / 3, b.height / 2)
end

local function ViewRotationViewController()
  local vc = ViewController{name = "rotation"}

  -- 子Viewとして表示するラベル (the labels shown as children)
  vc.labelNo1, vc.labelNo2, vc.labelNo3 = Label{name = "labelNo1"}, Label{name = "labelNo2"}, Label{name = "labelNo3"}

  local function isPortrait()
    local o = window.interfaceOrientation
    return o == "portrait" or o == "portraitUpsideDown"
  end

  function vc:initLabel()
    self.labelNo1.text = "①"
    self.labelNo2.text = "②"
    self.labelNo3.text = "③"
    for _, label in ipairs{self.labelNo1, self.labelNo2, self.labelNo3} do
      label.textAlignment = "center"
      label.fontSize = 60
    end
  end

  function vc:setScreen()
    self.labelNo1:removeFromSuperview()
    self.labelNo2:removeFromSuperview()
    self.labelNo3:removeFromSuperview()
    if isPortrait() then
      self.viewFirst:addSubviewFill(self.labelNo1)
      self.viewSecond:addSubviewFill(self.labelNo2)
      self.viewThird:addSubviewFill(self.labelNo3)
    else
      self.viewFirstHorizon:addSubviewFill(self.labelNo1)
      self.viewSecondHorizon:addSubviewFill(self.labelNo2)
      self.viewThirdHorizon:addSubviewFill(self.labelNo3)
    end
    -- 縦Viewと横Viewの表示・非表示を切り替える (show one group, hide the other)
    self.viewVertical.isHidden = not isPortrait()
    self.viewHorizon.isHidden = isPortrait()
  end

  -- the storyboard's outlets
  function vc:viewDidLoad()
    self.viewVertical, self.viewHorizon = View{name = "viewVertical", layoutSubviews = column},
                                          View{name = "viewHorizon", layoutSubviews = largeLeft}
    self.view:addSubviewFill(self.viewVertical)
    self.view:addSubviewFill(self.viewHorizon)
    self.viewFirst, self.viewSecond, self.viewThird = View{name = "viewFirst"}, View{name = "viewSecond"}, View{name = "viewThird"}
    self.viewFirstHorizon, self.viewSecondHorizon, self.viewThirdHorizon =
      View{name = "viewFirstHorizon"}, View{name = "viewSecondHorizon"}, View{name = "viewThirdHorizon"}
    for _, v in ipairs{self.viewFirst, self.viewSecond, self.viewThird} do self.viewVertical:addSubview(v) end
    for _, v in ipairs{self.viewFirstHorizon, self.viewSecondHorizon, self.viewThirdHorizon} do self.viewHorizon:addSubview(v) end

    self:initLabel()
    self:setScreen()
  end

  function vc:viewWillTransition(size, coordinator)
    coordinator:animate(function(_)
      -- 回転時に、レイアウトの変更を行う (change the layout while rotating)
      self:setScreen()
    end)
  end

  return vc
end

if ... == "examples.rotation_layout" then return ViewRotationViewController end

local vc = ViewRotationViewController()
window.rootViewController = vc
window:layoutIfNeeded()                      -- UIKit's layout pass before the first frame

local function show()
  print(("%s, window %s"):format(window.interfaceOrientation, window.bounds))
  for _, label in ipairs{vc.labelNo1, vc.labelNo2, vc.labelNo3} do
    print(("  %s in %s: %s on screen"):format(label.text, label.superview.name, label:convert(label.bounds, {to = window})))
  end
end

show()
device.orientation = "landscapeLeft"
clock.advance(0.4)
show()
device.orientation = "portrait"
clock.advance(0.4)
show()

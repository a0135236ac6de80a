-- gridrace_drawer.lua — GridRace's objective screen ported to Transit: a map above a details
-- drawer (60 % of the screen) that a pan on its 30-point grip collapses to a strip above the
-- tab bar and expands again. The pan's start makes a UIViewPropertyAnimator (0.6 s, ease-in)
-- moving the drawer's frame along y; each move scrubs its fractionComplete; the release
-- reverses it or not (a third of the screen, or 100 points/s) and continues it on
-- UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: the pan's velocity ÷ 100) with
-- durationFactor 1 — the drawer pattern of WWDC 2017 session 230 (docs/animation.md,
-- "Continuing on a spring"). A module; scripts/spec/outside/gridrace_drawer_spec.lua drags it.
--
-- Source: https://github.com/campbell-graham/gridrace-v2, GridRace/GridRace/controllers/
-- "MapViewController copy.swift" (class MapViewController) and views/PanView.swift at 0b687d3
-- (2018-03-02), © 2018 Gridstone (the repository states no licence; the port is written from
-- reading it, not copied). One Lua line for each Swift line where the contract allows; where
-- it does not, the comment says so. Stand-ins: the MKMapView (a plain view); the
-- DetailViewController (its view, with the 30-point PanView at its top; its other views
-- count only through pointBorderImageView's 64-point height); the bars and constraints, as
-- the frames they resolve to on the iPhone 15 in a navigation controller in a tab bar
-- controller (`M.bars`).
local M = {}

-- iPhone 15, 393 × 852: status bar 59, navigation bar 44 (prefersLargeTitles = false), tab bar
-- 49 over the 34-point home indicator — the safe area runs from y 103 to y 769
M.bars = {statusBar = 59, navigationBar = 44, tabBar = 83}

-- DetailViewController's view: the PanView (30 high, at the top, its 64 × 10 grip centred)
local function DetailViewController(width, height)
  local detail = {view = View{name = "details", frame = Rect(0, 0, width, height)}}
  detail.panView = View{name = "panView", frame = Rect(0, 0, width, 30)}
  detail.panView.touchView = View{frame = Rect((width - 64) / 2, 10, 64, 10)}
  detail.panView.touchView.layer.cornerRadius = 8
  detail.panView:addSubview(detail.panView.touchView)
  detail.view:addSubview(detail.panView)
  detail.pointBorderImageView = View{frame = Rect(16, 46, 64, 64)}      -- its 64 × 64 anchors
  detail.view:addSubview(detail.pointBorderImageView)
  return detail
end

-- class MapViewController: UIViewController
function M.MapViewController()
  local vc = ViewController{name = "MapViewController"}
  vc.mapView = View{name = "mapView"}                                  -- MKMapView()
  vc.isCollapsed = false
  vc.collapsableDetailsAnimator = nil

  function vc:viewDidLoad()
    self.detailViewController = DetailViewController(self.view.frame.width, self.view.frame.height * 0.6)
    self.collapsableDetailsView = self.detailViewController.view       -- lazy var: the child's view
    self:setUpLayout()
    local collapseGestureRecogniser = PanGestureRecognizer{target = self, action = "collapseAnimationHandler"}
    self.detailViewController.panView:addGestureRecognizer(collapseGestureRecogniser)
  end

  -- the eight anchors as the frames they resolve to: the map fills the safe area, the drawer
  -- (0.6 of the view's height) sits on its bottom
  function vc:setUpLayout()
    for _, view in ipairs({self.mapView, self.collapsableDetailsView}) do
      self.view:addSubview(view)
    end
    local w, h = self.view.bounds.width, self.view.bounds.height
    local top, bottom = M.bars.statusBar + M.bars.navigationBar, h - M.bars.tabBar
    self.mapView.frame = Rect(0, top, w, bottom - top)
    local height = h * 0.6
    self.collapsableDetailsView.frame = Rect(0, bottom - height, w, height)
  end

  function vc:collapseAnimationHandler(recognizer)
    local translation = recognizer:translation(self.view.superview)
    if recognizer.state == "began" then
      self:onPanBegin()
    end
    if recognizer.state == "ended" then
      local velocity = recognizer:velocity(self.view)
      self:panningEndedWithTranslation(recognizer, translation, velocity)
    else
      translation = recognizer:translation(self.view.superview)
      self:panningChangedWithTranslation(translation)
    end
  end

  -- when the pan starts, the drawer's end position: the strip above the tab bar, or back up
  function vc:onPanBegin()
    local animator = self.collapsableDetailsAnimator
    if animator and animator.isRunning then
      return
    end
    local targetFrame
    local detail = self.detailViewController
    if not self.isCollapsed then
      local newY = self.view.bounds.height - M.bars.tabBar - detail.panView.bounds.height
        - detail.pointBorderImageView.bounds.height - 32
      local oldFrame = self.collapsableDetailsView.frame
      targetFrame = Rect(oldFrame.minX, newY, oldFrame.width, oldFrame.height)
    else
      local oldFrame = self.collapsableDetailsView.frame
      local newY = M.bars.statusBar + M.bars.navigationBar + self.mapView.bounds.height
        - self.collapsableDetailsView.bounds.height + 1
      targetFrame = Rect(oldFrame.minX, newY, oldFrame.width, oldFrame.height)
    end
    self.collapsableDetailsAnimator = PropertyAnimator{duration = 0.6, curve = "easeIn",
      animations = function()
        self.collapsableDetailsView.frame = targetFrame
      end}
  end

  -- while panning, the finger's position as the animator's progress
  function vc:panningChangedWithTranslation(translation)
    local animator = self.collapsableDetailsAnimator
    if animator and animator.isRunning then
      return
    end
    local translatedY = self.collapsableDetailsView.frame.y + translation.y
    local progress
    if self.isCollapsed then
      progress = 1 - (translatedY / self.collapsableDetailsView.frame.y)
    else
      progress = (translatedY / self.collapsableDetailsView.frame.y) - 1
    end
    progress = math.max(0.001, math.min(0.999, progress))
    if self.collapsableDetailsAnimator then
      self.collapsableDetailsAnimator.fractionComplete = progress
    end
  end

  -- on release, where the drawer settles: on, or back
  function vc:panningEndedWithTranslation(recognizer, translation, velocity)
    recognizer.isEnabled = false
    local screenHeight = window.bounds.height                          -- UIScreen.main.bounds
    local animator = self.collapsableDetailsAnimator
    if self.isCollapsed then
      if translation.y <= -screenHeight / 3 or velocity.y <= -100 then
        animator.isReversed = false
        animator:addCompletion(function()
          self.isCollapsed = false
          recognizer.isEnabled = true
        end)
      else
        animator.isReversed = true
        animator:addCompletion(function()
          self.isCollapsed = true
          recognizer.isEnabled = true
        end)
      end
    else
      if translation.y >= screenHeight / 3 or velocity.y >= 100 then
        animator.isReversed = false
        animator:addCompletion(function()
          self.isCollapsed = true
          recognizer.isEnabled = true
        end)
      else
        animator.isReversed = true
        animator:addCompletion(function()
          self.isCollapsed = false
          recognizer.isEnabled = true
        end)
      end
    end
    local velocityVector = {dx = velocity.x / 100, dy = velocity.y / 100}
    local springParameters = SpringTimingParameters{dampingRatio = 0.8, initialVelocity = velocityVector}
    animator:continueAnimation(springParameters, 1.0)
  end

  return vc
end

return M

-- show_more.lua — the "Show More" button of Razeware's LockSearch widgets (iOS Animations by
-- Tutorials, chapter 21, as a reader finished it) ported to Transit: a tap grows the widget
-- from 130 to 230 points on `UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300)`
-- given to an animator of duration 0 — so it runs until the spring settles —, the rows below
-- following, and half-way through the button's title flips from the top to "Show Less"; a
-- second tap while it runs pauses the animator, adds the way back and the flip back to it,
-- and continues it. A module; scripts/spec/outside/show_more_spec.lua taps the button and
-- pins the heights and the flip.
--
-- Source: https://github.com/StanislavKotsar/UIViewPropertyAnimator, LockSearch/
-- WidgetCell.swift at fb75f60 (2019-11-07, "fix animation bug"), © 2016-present Razeware
-- LLC, MIT licence (the file's header). One Lua line for each Swift line where the contract
-- allows; where it does not, the comment says so. Stand-ins: `UITableView` (none in Transit:
-- a column of rows as tall as their widgets, restacked by `endUpdates()`), the widget's
-- height constraint (a table with a `constant`, the constraint the row's height follows),
-- the button (a `Label`: `setTitle(_:for:)` sets its text) and the widget's collection view
-- (eight icon views, the last four shown when `expanded`, as `numberOfItemsInSection` gives
-- 8 or 4).
local M = {}

-- The table view stand-in: `beginUpdates()`/`endUpdates()` make UIKit ask every row its
-- height again and move the rows to it (animated inside an animation block); here each row
-- says its height (`rowHeight`, the widget's height constraint for a widget row).
function M.TableView(frame)
  local tableView = {view = View{frame = frame}, cells = {}}
  function tableView.beginUpdates() end                      -- the heights are asked at the end
  function tableView.endUpdates()
    local y = 0
    for _, cell in ipairs(tableView.cells) do
      local h = cell.rowHeight()
      cell.contentView.frame = Rect(0, y, frame.width, h)
      y = y + h
    end
  end
  function tableView.layoutIfNeeded()                        -- the widgets fill their rows
    for _, cell in ipairs(tableView.cells) do
      if cell.widgetView then cell.widgetView.view.frame = cell.contentView.bounds end
    end
  end
  function tableView.append(cell)                            -- dequeueReusableCell + cellForRowAt
    cell.tableView = tableView
    tableView.view:addSubview(cell.contentView)
    tableView.cells[#tableView.cells + 1] = cell
    tableView.endUpdates()
    tableView.layoutIfNeeded()
  end
  return tableView
end

-- FooterCell.swift: the "Edit" row under the widgets (its button's action is not ported)
function M.FooterCell()
  local cell = {contentView = View{frame = Rect(0, 0, 0, 60)}}
  function cell.rowHeight() return 60 end
  return cell
end

-- WidgetView.swift's collection view: `numberOfItemsInSection` is `expanded ? 8 : 4`
local function WidgetView()
  local widgetView = {view = View{frame = Rect(0, 0, 0, 130)}, icons = {}, expanded = false}
  for i = 1, 8 do
    local icon = View{frame = Rect(16 + (i - 1) % 4 * 80, 16 + (i > 4 and 100 or 0), 60, 60)}
    widgetView.icons[i] = icon
    widgetView.view:addSubview(icon)
  end
  function widgetView.reload()                               -- collectionView.reloadData()
    for i, icon in ipairs(widgetView.icons) do icon.isHidden = i > (widgetView.expanded and 8 or 4) end
  end
  widgetView.reload()
  return widgetView
end

-- class WidgetCell: UITableViewCell
function M.WidgetCell()
  local self = {showsMore = false, widgetHeight = {constant = 130}, tableView = nil, toggleHeightAnimator = nil}
  self.contentView = View{frame = Rect(0, 0, 0, 130)}
  self.widgetView = WidgetView()
  self.contentView:addSubview(self.widgetView.view)
  self.button = Label{frame = Rect(16, 100, 120, 24), text = "Show More"}   -- the storyboard's button
  self.widgetView.view:addSubview(self.button)
  function self.rowHeight() return self.widgetHeight.constant end   -- UITableView.automaticDimension
  return self
end

-- @IBAction func toggleShowMore(_ sender: UIButton)
function M.toggleShowMore(self, sender)
  self.showsMore = not self.showsMore

  local animations = function()
    self.widgetHeight.constant = self.showsMore and 230 or 130
    local tableView = self.tableView
    if tableView then
      tableView.beginUpdates()
      tableView.endUpdates()
      tableView.layoutIfNeeded()
    end
  end

  local textTransition = function()
    View.transition(sender, 0.25, {"transitionFlipFromTop"}, function()
      sender.text = self.showsMore and "Show Less" or "Show More"   -- setTitle(_:for: .normal)
    end)
  end

  local toggleHeightAnimator = self.toggleHeightAnimator
  if toggleHeightAnimator and toggleHeightAnimator.isRunning then
    toggleHeightAnimator:pauseAnimation()
    toggleHeightAnimator:addAnimations(animations)
    toggleHeightAnimator:addAnimations(textTransition, 0.5)
    toggleHeightAnimator:continueAnimation(nil, 1.0)
  else
    local spring = SpringTimingParameters{mass = 30, stiffness = 1000, damping = 300, initialVelocity = {dx = 0, dy = 0}}
    self.toggleHeightAnimator = PropertyAnimator{duration = 0.0, timingParameters = spring}
    self.toggleHeightAnimator:addAnimations(animations)
    self.toggleHeightAnimator:addAnimations(textTransition, 0.5)
    self.toggleHeightAnimator:startAnimation()
  end
  self.widgetView.expanded = self.showsMore
  self.widgetView.reload()
end

return M

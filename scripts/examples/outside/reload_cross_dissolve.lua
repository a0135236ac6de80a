-- reload_cross_dissolve.lua — Waves Wallet's table reload with a cross-dissolve ported to
-- Transit: reloadData() inside UIView.transition(with: tableView, duration: 0.24,
-- options: [.transitionCrossDissolve, .curveEaseInOut]), the completion told when the
-- dissolve ends, as the wallet's sort screen calls it when its sections change. A module;
-- scripts/spec/outside/reload_cross_dissolve_spec.lua reloads a list with it and pins the
-- dissolve.
--
-- Source: https://github.com/wavesplatform/WavesWallet-iOS at 6826c34 (2019-11-18):
-- Extensions/Sources/UI/UITableView+Animation.swift (all of it; last changed in 02ab8eb,
-- 2019-08-08) and its call in WavesWallet-iOS/Modules/Wallet/WalletSort/
-- WalletSortViewController.swift (`sections = state.sections` then the reload), © 2018
-- WavesPlatform, MIT licence. Written from reading the Swift, one Lua line for each Swift
-- line where the contract allows; where it does not, the comment says so.
--
-- Not ported: UITableView, which Transit does not have. A CollectionView of one column (rows
-- the list's width, 44 points high, no spacing) stands in: reloadData() makes its cells again
-- from the data source, as the table's does. The sort screen's editing mode, RxSwift drivers
-- and cell types are left out.
local M = {}

-- extension UITableView { func reloadDataWithAnimationTheCrossDissolve(completion:) }:
-- Transit's views take no new methods, so the extension is a function of the list.
function M.reloadDataWithAnimationTheCrossDissolve(tableView, completion)
  View.transition(tableView,
                  0.24,
                  {"transitionCrossDissolve",
                   "curveEaseInOut"},
                  function()
                    tableView:reloadData()
                  end, function(_) if completion then completion() end end)
end

-- The list stand-in and its data source: one row per name of `sections` (the wallet's rows
-- are assets; one section here, as the stand-in has one).
function M.AssetList(frame)
  local list = {sections = {}}
  list.tableView = CollectionView{name = "tableView", frame = frame, itemSize = Size(frame.width, 44), spacing = 0}
  list.tableView.backgroundColor = Color.white
  list.tableView.dataSource = {
    numberOfItems = function(_, _) return #list.sections end,
    cellForItemAt = function(_, _, index)
      local cell = CollectionViewCell{name = "row" .. index}
      cell:addSubview(Label{text = list.sections[index], frame = Rect(16, 0, frame.width - 32, 44)})
      return cell
    end,
  }
  list.tableView:reloadData()

  -- WalletSortViewController's subscription, on a new state with .refreshWithAnimation
  function list:update(sections, completion)
    self.sections = sections
    M.reloadDataWithAnimationTheCrossDissolve(self.tableView, completion)
  end

  return list
end

return M

-- attack: reloadData of a collection view holding 20,000 cells: one host call removes them all, where no hook runs
-- expect: ok "^20000\n20000\n$"
-- args: --time 8 --memory 128 --instructions 20000000
-- (20,000 cells under --time 8 rather than 10,000 under 2: the old one-by-one removal took
-- 2.1 s of the debug build for 10,000 cells' 50 million comparisons, so about 8.5 s for the
-- 200 million here, where the whole run takes 0.9 s of CPU — and a loaded machine (load
-- average 18) stretched the 10,000 cells' 0.5 s of CPU past the 2 s of wall clock)
local cv = CollectionView{frame = Rect(0, 0, 300, 300)}
window:addSubview(cv)
cv.dataSource = {
  numberOfItems = function() return 20000 end,
  cellForItemAt = function() return CollectionViewCell{} end,
}
cv:reloadData()
print(cv.numberOfItems)
-- the old cells leave in one pass: removed one by one from the front, each searched for
-- from the end, they made 200 million comparisons
cv:reloadData()
print(cv.numberOfItems)

-- attack: reloadData of a collection view holding 10,000 cells: one host call removes them all, where no hook runs
-- expect: ok "^10000\n10000\n$"
local cv = CollectionView{frame = Rect(0, 0, 300, 300)}
window:addSubview(cv)
cv.dataSource = {
  numberOfItems = function() return 10000 end,
  cellForItemAt = function() return CollectionViewCell{} end,
}
cv:reloadData()
print(cv.numberOfItems)
-- the old cells leave in one pass: removed one by one from the front, each searched for
-- from the end, they made 50 million comparisons (4 s in the debug build, past the limit)
cv:reloadData()
print(cv.numberOfItems)

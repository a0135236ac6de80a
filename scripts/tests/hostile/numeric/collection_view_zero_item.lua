-- attack: a CollectionView with a zero item size and a billion items
-- expect: error ""
local cv = CollectionView{frame = Rect(0, 0, 300, 300), itemSize = Size(0, 0), spacing = 0}
cv.dataSource = {
  numberOfItems = function() return 1e9 end,
  cellForItemAt = function() return CollectionViewCell{} end,
}
window:addSubview(cv)
cv:reloadData()

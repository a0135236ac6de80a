-- attack: CollectionView itemSize NaN and spacing -inf
-- expect: error ""
local cv = CollectionView{frame = Rect(0, 0, 300, 300)}
cv.itemSize = Size(0/0, 10)

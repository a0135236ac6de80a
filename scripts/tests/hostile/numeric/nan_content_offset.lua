-- attack: CollectionView.contentOffset NaN
-- expect: error ""
local cv = CollectionView{frame = Rect(0, 0, 100, 100)}
cv.contentOffset = Point(0, 0/0)

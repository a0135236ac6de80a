-- attack: a collection view data source raises
-- expect: error "cells failed"
local cv = CollectionView{frame = Rect(0, 0, 300, 300)}
cv.dataSource = {numberOfItems = function() return 10 end, cellForItemAt = function() error("cells failed") end}
window:addSubview(cv)
cv:reloadData()

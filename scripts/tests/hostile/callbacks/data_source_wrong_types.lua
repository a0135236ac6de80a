-- attack: a data source returning a string count and a non-cell
-- expect: error ""
local cv = CollectionView{frame = Rect(0, 0, 300, 300)}
cv.dataSource = {numberOfItems = function() return "many" end, cellForItemAt = function() return 42 end}
window:addSubview(cv)
cv:reloadData()

-- attack: a collection view data source whose __index raises on every lookup
-- expect: error "lookup raised"
local cv = CollectionView{frame = Rect(0, 0, 300, 300)}
cv.dataSource = setmetatable({}, {__index = function(_, k) error("lookup raised: " .. tostring(k)) end})
window:addSubview(cv)
cv:reloadData()

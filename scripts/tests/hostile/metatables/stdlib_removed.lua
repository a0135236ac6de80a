-- attack: string, table, tostring, type, pairs, pcall, error removed: errors must still be reported with a line
-- expect: error "still reported"
local v = View{}
window:addSubview(v)
View.animate(0.1, function() v.alpha = 0 end, function() error("still reported") end)
string, table, tostring, type, pairs, ipairs, pcall, xpcall, setmetatable, select, next = nil

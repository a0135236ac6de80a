-- attack: an error in an animations block
-- expect: error "block failed"
local v = View{}
window:addSubview(v)
View.animate(1, function() error("block failed") end)

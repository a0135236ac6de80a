-- attack: View.animate called inside its own animations block, without bound
-- expect: error "stack overflow"
local v = View{}
window:addSubview(v)
local function block() v.alpha = 0.5; View.animate(1, block) end
View.animate(1, block)

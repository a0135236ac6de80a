-- attack: layoutIfNeeded over a 20,000-deep chain that all needs layout
-- expect: any ""
-- args: --time 2 --memory 256
-- built from the leaf up (a chain grown at the bottom costs O(depth²) to build)
local function node()
  local n = View{frame = Rect(0, 0, 100, 100)}
  n.layoutSubviews = function() end
  return n
end
local root = node()
for i = 1, 20000 do local p = node(); p:addSubview(root); root = p end
window:addSubview(root)
local v = root
while #v.subviews > 0 do v:setNeedsLayout(); v = v.subviews[1] end
root:layoutIfNeeded()
print("laid out")

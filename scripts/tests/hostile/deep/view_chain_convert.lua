-- attack: convert a point from the bottom of a 20,000-deep chain to the window
-- expect: any ""
-- args: --time 2 --memory 256
-- built from the leaf up: adding a subview walks the new parent's ancestors, so a chain
-- grown at the bottom would cost O(depth²) before the attack even starts
local v = View{frame = Rect(1, 1, 100, 100)}
local root = v
for i = 1, 20000 do local p = View{frame = Rect(1, 1, 100, 100)}; p:addSubview(root); root = p end
window:addSubview(root)
print(v:convert(Point(0, 0), {to = window}))
print(v:isDescendant(root), root:isDescendant(v))

-- attack: a --trace of the leaf of a 20,000-deep chain, every frame
-- expect: any ""
-- args: --time 2 --memory 256 --trace leaf
-- built from the leaf up: adding a subview walks the new parent's ancestors, so a chain
-- grown at the bottom would cost O(depth²) before the attack even starts
local v = View{frame = Rect(1, 0, 100, 100)}
local root = v
for i = 1, 20000 do local p = View{frame = Rect(0, 0, 100, 100), name = "root"}; p:addSubview(root); root = p end
v.name = "leaf"
window:addSubview(root)
View.animate(0.2, function() root.center = Point(300, 300) end)

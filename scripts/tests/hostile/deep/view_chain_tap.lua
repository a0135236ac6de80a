-- attack: a tap hit-testing through a 20,000-deep chain
-- expect: any ""
-- args: --time 2 --memory 256
-- built from the leaf up: adding a subview walks the new parent's ancestors, so a chain
-- grown at the bottom would cost O(depth²) before the attack even starts
local v = View{frame = Rect(0, 0, 100, 100)}
local root = v
for i = 1, 20000 do local p = View{frame = Rect(0, 0, 100, 100)}; p:addSubview(root); root = p end
v:addGestureRecognizer(TapGestureRecognizer(function() print("tapped") end))
window:addSubview(root)
window:tap(5, 5)

-- attack: a 20,000-deep chain animating its root while the clock moves (presentation recursion)
-- expect: any ""
-- args: --time 2 --memory 256
-- built from the leaf up: adding a subview walks the new parent's ancestors, so a chain
-- grown at the bottom would cost O(depth²) before the attack even starts
local v = View{frame = Rect(0, 0, 100, 100)}
local root = v
for i = 1, 20000 do local p = View{frame = Rect(0, 0, 100, 100), name = "root"}; p:addSubview(root); root = p end
v.name = "leaf"
window:addSubview(root)
View.animate(1, function() root.transform = Transform.rotation(1) end)
device.orientation = "landscapeRight"
clock.advance(0.5)
print(v.presentation.frame)

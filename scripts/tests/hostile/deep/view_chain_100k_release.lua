-- attack: a 100,000-deep chain of views, then released and collected (recursive deinit)
-- expect: any ""
-- args: --time 5 --memory 256
-- built from the leaf up: adding a subview walks the new parent's ancestors, so a chain
-- grown at the bottom would cost O(depth²) before the attack even starts
local v = View{}
local root = v
for i = 1, 100000 do local p = View{}; p:addSubview(root); root = p end
window:addSubview(root)
root:removeFromSuperview()
root, v = nil, nil
collectgarbage()
collectgarbage()
print("released")

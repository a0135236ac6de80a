-- attack: find a missing name in a 20,000-deep chain (depth-first recursion)
-- expect: any ""
-- args: --time 2 --memory 256
-- built from the leaf up: adding a subview walks the new parent's ancestors, so a chain
-- grown at the bottom would cost O(depth²) before the attack even starts
local v = View{}
local root = v
for i = 1, 20000 do local p = View{}; p:addSubview(root); root = p end
print(root:find("nowhere"))

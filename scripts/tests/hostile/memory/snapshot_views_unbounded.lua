-- attack: snapshotView of a 1000-view tree, taken again and again
-- expect: error "not enough memory|too many objects|limit exceeded"
local root = View{frame = Rect(0, 0, 100, 100)}
for i = 1, 1000 do root:addSubview(View{frame = Rect(i % 90, i % 90, 5, 5)}) end
window:addSubview(root)
local keep = {}
while true do keep[#keep + 1] = root:snapshotView() end

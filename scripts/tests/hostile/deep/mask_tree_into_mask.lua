-- attack: masks nested without a mask of a mask: each masked view added as a subview into
-- the tree of the mask before it, 10,000 levels, then snapshotted: the same recursion as a
-- chain of masks, reached through addSubview
-- expect: error "addSubview: masks would nest 33 deep under View#\d+, more than 32"
local top = View{frame = Rect(0, 0, 10, 10)}
window:addSubview(top)
local masked = top
for _ = 1, 10000 do
  local mask = View{frame = Rect(0, 0, 10, 10), backgroundColor = Color.black}
  masked.mask = mask
  local inner = View{frame = Rect(0, 0, 10, 10)}
  inner.mask = View{}
  mask:addSubview(inner)
  masked = inner
end
print(top:snapshotView())

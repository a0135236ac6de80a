-- attack: masks nested through their subtrees: each new mask holds, two subviews down, the
-- view the mask before masks, 10,000 times; only the walk down the mask's tree finds them
-- (the views that hold a mask are marked, the others skipped: a mark lost on the way up
-- would let the chain grow past the limit, to the recursion that crashed snapshotView)
-- expect: error "mask: masks would nest 33 deep under View#\d+, more than 32"
-- args: --time 5
local inner = View{}
for _ = 1, 10000 do
  local holder, mid = View{}, View{}
  holder:addSubview(mid)
  mid:addSubview(inner)
  local masked = View{}
  masked.mask = holder
  inner = masked
end
window:addSubview(inner)
print(inner:snapshotView())

-- attack: a chain of 10,000 masks, each view the mask of the one before, built from the
-- bottom (each set is then O(1)), snapshotted and released: every mask level is a recursion
-- in snapshotView, the renderers and a release, and the chain crashed them with SIGSEGV
-- (snapshotView at 10,000, `transit render` at 400, the release at 100,000)
-- expect: error "mask: masks would nest 33 deep under View#\d+, more than 32"
-- args: --time 5
local views = {}
for i = 1, 10000 do views[i] = View{} end
for i = 9999, 1, -1 do views[i].mask = views[i + 1] end
window:addSubview(views[1])
print(views[1]:snapshotView())

-- attack: performWithoutAnimation nested without bound
-- expect: error "stack overflow"
local function f() View.performWithoutAnimation(f) end
f()

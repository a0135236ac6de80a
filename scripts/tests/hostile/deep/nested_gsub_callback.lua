-- attack: a gsub callback that calls gsub with itself (the C matcher re-entered)
-- expect: error "stack overflow"
local function f(s) return (("x"):gsub(".", f)) end
f("x")
